// @vitest-environment jsdom
import { Suspense } from 'react'
import { act, render, screen } from '@testing-library/react'
import { atom } from 'nanostores'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from './chooseLocale'
import { i18n } from './i18n'
import { locale } from './localeStore'
import { pseudoText } from './pseudoText'
import { useMessages } from './useMessages'
import statsSpanish from './catalogs/es/pages-stats.json'
import { wordsArrival } from './loadCatalog'

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

  it('suspends a component whose words are on their way: it never renders in English first', async () => {
    // Spanish chosen, its catalogue not loaded yet: nothing can start the part before the first
    // render asks for it (chooseLocale would load the index, and a declaration then starts its
    // part at once, racing the render).
    locale.set('es')
    // Declared now, as a lazily loaded page would be: its words are in a part not fetched yet.
    const later = i18n('pages/stats/StatsPage', { title: 'Market stats' })
    expect(i18n.cache.es?.['pages/stats/StatsPage']).toBeUndefined()
    const rendered: string[] = []
    function Title() {
      const { title } = useMessages(later)
      rendered.push(title)
      return <h1>{title}</h1>
    }
    // Awaited: React 19 retries a suspended render inside an act scope only when it is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>waiting</p>}>
          <Title />
        </Suspense>,
      )
    })
    expect(screen.getByText('waiting')).toBeTruthy()
    await act(() => wordsArrival(later))
    expect(screen.getByRole('heading').textContent).toBe(statsSpanish['pages/stats/StatsPage'].title)
    expect(new Set(rendered)).toEqual(new Set([statsSpanish['pages/stats/StatsPage'].title]))
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
