// @vitest-environment jsdom
import type { QueryClient } from '@tanstack/react-query'
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HOVER_INTENT_MS } from '@/config/constants'
import { withMockNetwork } from '@/testing/mockNetwork'
import { nfdKeys } from '@/names/hooks/queryKeys'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { AppLinkPrefetch } from './AppLinkPrefetch'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

function renderLink(to: string) {
  const { client } = renderWithProviders(
    <AppLinkPrefetch>
      <PrefetchLink to={to}>go</PrefetchLink>
    </AppLinkPrefetch>,
    { url: '/' },
  )
  return { client, link: screen.getByRole('link', { name: 'go' }) }
}

const aliceRecord = (client: QueryClient) => client.getQueryState(nfdKeys.name('mock', 'alice.algo', 'full'))
/** Waits past the hover delay, then checks that no query was started. */
async function expectNothingAsked(client: QueryClient) {
  await new Promise((resolve) => setTimeout(resolve, HOVER_INTENT_MS * 2))
  expect(client.getQueryCache().getAll()).toHaveLength(0)
}

describe("PrefetchLink with the app's prefetchers", () => {
  it("loads a profile's record once the pointer rests on its link", async () => {
    const { client, link } = renderLink('/name/alice.algo')
    fireEvent.mouseEnter(link)
    expect(aliceRecord(client)).toBeUndefined()
    await waitFor(() => expect(aliceRecord(client)?.status).toBe('success'))
  })

  it('asks for nothing when the pointer only sweeps across the link', async () => {
    const { client, link } = renderLink('/name/alice.algo')
    fireEvent.mouseEnter(link)
    fireEvent.mouseLeave(link)
    await expectNothingAsked(client)
  })

  it('loads it at once on keyboard focus: moving on at once does not undo it, as a sweep of the pointer does', async () => {
    const { client, link } = renderLink('/name/alice.algo')
    fireEvent.focus(link)
    fireEvent.blur(link)
    await waitFor(() => expect(aliceRecord(client)?.status).toBe('success'))
  })

  it('asks for nothing for a page whose data is not in its URL', async () => {
    const { client, link } = renderLink('/marketplace')
    fireEvent.focus(link)
    fireEvent.mouseEnter(link)
    await expectNothingAsked(client)
  })
})
