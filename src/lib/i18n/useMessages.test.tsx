// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from './chooseLocale'
import { i18n } from './i18n'
import { locale } from './localeStore'
import { pseudoText } from './pseudoText'
import { useMessages } from './useMessages'
import spanish from './catalogs/es.json'

const messages = i18n('lib/i18n/useMessages.test', { buy: 'Buy' })

function BuyButton() {
  const t = useMessages(messages)
  return <button type="button">{t.buy}</button>
}

afterEach(() => locale.set('en'))

describe('useMessages', () => {
  it('shows the words in the chosen language and follows a switch', async () => {
    render(<BuyButton />)
    expect(screen.getByRole('button').textContent).toBe('Buy')
    await act(() => chooseLocale('pseudo'))
    expect(screen.getByRole('button').textContent).toBe(pseudoText('Buy'))
    await act(() => chooseLocale('en'))
    expect(screen.getByRole('button').textContent).toBe('Buy')
  })

  it('renders code loaded after the switch in the chosen language from its first render', async () => {
    await act(() => chooseLocale('es'))
    // Declared now, as a lazily loaded page is: its words came with the catalogue.
    const later = i18n('pages/stats/StatsPage', { title: 'Market stats' })
    const rendered: string[] = []
    function Title() {
      const { title } = useMessages(later)
      rendered.push(title)
      return <h1>{title}</h1>
    }
    render(<Title />)
    expect(screen.getByRole('heading').textContent).toBe(spanish['pages/stats/StatsPage'].title)
    expect(new Set(rendered)).toEqual(new Set([spanish['pages/stats/StatsPage'].title]))
  })

  it("renders a plain store's value again when it changes, and stops listening when unmounted", () => {
    const count = atom(1)
    let renders = 0
    function Count() {
      renders += 1
      return <output>{useMessages(count)}</output>
    }
    const { unmount } = render(<Count />)
    expect(screen.getByRole('status').textContent).toBe('1')
    act(() => count.set(2))
    expect(screen.getByRole('status').textContent).toBe('2')
    const before = renders
    act(() => count.set(2))
    expect(renders).toBe(before)
    unmount()
    expect(count.lc).toBe(0)
  })
})
