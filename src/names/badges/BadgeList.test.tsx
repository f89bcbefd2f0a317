// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { BadgeList } from './BadgeList'
import { badgeViews } from './badgeView'

afterEach(() => chooseLocale('en'))

describe('BadgeList in Spanish', () => {
  it("says a donor's tier in Spanish, and marks the service's own English words as English", async () => {
    await act(() => chooseLocale('es'))
    const badges = badgeViews({
      donations: [{ name: 'bob.algo donor', description: 'Gave 100 ALGO or more to bob.algo', tier: 'gold', x: 'y' }],
    })
    await act(async () => {
      render(<BadgeList badges={badges} />)
    })
    expect(screen.getByText('Nivel').nextElementSibling?.textContent).toBe('oro')
    expect(screen.getByText('bob.algo donor')).toHaveAttribute('lang', 'en')
    expect(screen.getByText('Gave 100 ALGO or more to bob.algo')).toHaveAttribute('lang', 'en')
    // A detail the app does not know stays as the service sent it, marked as data.
    expect(screen.getByText('x')).toHaveAttribute('translate', 'no')
  })
})
