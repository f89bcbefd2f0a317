// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { NameCard } from './NameCard'
import { renderAt } from '@/testing/renderWithProviders'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

const card = (name: string) => {
  renderAt('/', { '/': <NameCard record={{ name, state: 'owned' }} /> })
  return screen.getByTestId('name-card')
}

describe('NameCard', () => {
  it('an emoji name from the API links to its profile, encoded', () => {
    expect(card('\u{1F525}.algo')).toHaveAttribute('href', '/name/%F0%9F%94%A5.algo')
  })

  it('a name that fails the API name check is shown, but is no link', () => {
    const shown = card('evil\u202Egpj.algo')
    expect(shown.tagName).not.toBe('A')
    expect(shown).not.toHaveAttribute('href')
  })
})
