// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { withMockNetwork } from '@/testing/mockNetwork'
import { renderAt } from '@/testing/renderWithProviders'
import { PayPage } from './PayPage'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const open = (path: string) => renderAt(path, { '/pay/:name': <PayPage /> })

describe('PayPage', () => {
  it('a name nobody holds says why it cannot be paid and links to minting it', async () => {
    open('/pay/nobodyhasthis42.algo')
    expect(await screen.findByRole('heading', { name: 'nobodyhasthis42.algo is not minted' })).toBeVisible()
    expect(screen.getByRole('link', { name: 'Mint nobodyhasthis42.algo' })).toHaveAttribute(
      'href',
      '/name/nobodyhasthis42.algo',
    )
  })

  it('Copy link copies the algorand:// request the page shows, not the page', async () => {
    const user = userEvent.setup()
    open('/pay/rnarket.algo?amount=2.5')
    const uri = (await screen.findByTestId('pay-uri', {}, { timeout: 5_000 })).textContent
    expect(uri).toMatch(/^algorand:\/\//)
    await user.click(screen.getByRole('button', { name: 'Copy link' }))
    expect(await navigator.clipboard.readText()).toBe(uri)
  })
})
