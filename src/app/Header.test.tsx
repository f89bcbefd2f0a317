// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
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

describe("the phone's Menu", () => {
  it('links to the market stats, as the footer of a wide screen does', async () => {
    renderAt('/', { '*': <Header /> })
    // The Menu's code loads after the first paint: a disabled stand-in until then.
    await waitFor(() => expect(screen.getByTestId('header-menu-button')).toBeEnabled())
    await userEvent.click(screen.getByTestId('header-menu-button'))
    expect(await screen.findByRole('link', { name: 'Market stats' })).toHaveAttribute('href', '/stats')
  })
})
