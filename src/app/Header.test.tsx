// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, it, vi } from 'vitest'
import { expectClasses } from '@/testing/expectClasses'
import { renderAt } from '@/testing/renderWithProviders'
import { Header } from './Header'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

describe('Header', () => {
  it("marks the current page's link in the accent colour, its classes joined", () => {
    renderAt('/marketplace', { '*': <Header /> })
    const link = 'rounded-md px-2 py-1 text-sm font-medium hover:bg-surface-2'
    expectClasses(screen.getByRole('link', { name: 'Marketplace' }), `${link} text-accent`)
    expectClasses(screen.getByRole('link', { name: /^Watchlist/ }), link)
  })
})
