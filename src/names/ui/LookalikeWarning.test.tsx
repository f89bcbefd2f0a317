// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { setFault, withMockNetwork, world } from '@/testing/mockNetwork'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { nfdKeys } from '../hooks/queryKeys'
import { LookalikeWarning } from './LookalikeWarning'
import { mintedBefore } from '../hooks/useLookalikes'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const reasons = () => screen.queryAllByRole('listitem').map((item) => `${item.dataset.name} ${item.dataset.reason}`)

describe('which of two lookalikes is the established one: the chain says, not the API', () => {
  it('a lookalike counts as older until the chain shows it was minted after', () => {
    expect(mintedBefore(5n, 9n)).toBe(true)
    expect(mintedBefore(9n, 5n)).toBe(false)
    expect(mintedBefore(undefined, 5n)).toBe(true)
    expect(mintedBefore(5n, undefined)).toBe(true)
  })

  it("rnarket.algo warns of market.algo, minted before it on chain, though the API's appIDs say otherwise", async () => {
    // The API claims rnarket.algo is the older one, and market.algo the newer.
    const self = { ...world.names.get('rnarket.algo')!, appID: 1 }
    setFault({ kind: 'badField', target: 'api', path: '/nfd/market.algo', fields: { appID: 99_999_999 } })
    renderWithProviders(<LookalikeWarning name="rnarket.algo" self={self} />, { url: '/name/rnarket.algo' })
    await waitFor(() => expect(reasons()).toEqual(['market.algo established']))
  })

  it("market.algo, the older on chain, does not warn of rnarket.algo, though the API's appIDs say otherwise", async () => {
    setFault({ kind: 'badField', target: 'api', path: '/nfd/rnarket.algo', fields: { appID: 1 } })
    const { client } = renderWithProviders(
      <LookalikeWarning name="market.algo" self={world.names.get('market.algo')!} />,
      { url: '/name/market.algo' },
    )
    // Until the chain is read, the warning errs on the side of showing; then the chain decides.
    expect(await screen.findByTestId('lookalike-warning')).toBeInTheDocument()
    await waitFor(() => expect(client.getQueryData(nfdKeys.onChain('mock', 'rnarket.algo'))).toBeTruthy())
    await waitFor(() => expect(screen.queryByTestId('lookalike-warning')).toBeNull())
  })
})
