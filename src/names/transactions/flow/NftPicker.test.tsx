// @vitest-environment jsdom
/** The avatar picker over the mock network: only NFTs with a picture are tiles; none says so. */
import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ARC3_METADATA_CID } from '@/mocks/fixtures/nftMetadata'
import { BADGE_NFT, SUNSET_NFT } from '@/mocks/fixtures/assets'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { server } from '@/mocks/node'
import { http, HttpResponse } from 'msw'
import { withMockNetwork } from '@/testing/mockNetwork'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { NftPicker } from './NftPicker'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)
withMockNetwork()

describe('NftPicker', () => {
  it('shows a tile for each NFT with a picture, none without; an account with none says so', async () => {
    // The badge's ARC-3 metadata cannot be read: it has no picture to show.
    server.use(http.get(new RegExp(ARC3_METADATA_CID), () => new HttpResponse(null, { status: 404 })))
    renderWithProviders(
      <NftPicker
        holders={[
          { address: TEST_ACCOUNT.address, label: 'Your account' },
          { address: OTHER_ACCOUNT.address, label: 'Linked' },
        ]}
        selected=""
        onPick={() => undefined}
      />,
    )
    const mine = await screen.findByRole('region', { name: 'NFTs of Your account' })
    expect(await within(mine).findByRole('button', { name: `Sunset #1 (${SUNSET_NFT.id})` })).toBeEnabled()
    const linked = screen.getByRole('region', { name: 'NFTs of Linked' })
    // Its names' own assets and the badge: NFTs, none with a picture.
    expect(await within(linked).findByTestId('nft-none-pictured')).toHaveTextContent(
      /^None of its \d+ NFTs has a picture to use\.$/,
    )
    expect(within(linked).queryAllByRole('button')).toEqual([])
    expect(within(mine).queryByRole('button', { name: new RegExp(String(BADGE_NFT.id)) })).toBeNull()
    // The names the account holds are NFTs without a picture: no tile for them either.
    expect(
      within(mine)
        .getAllByTestId('nft-tile')
        .map((tile) => tile.textContent),
    ).toEqual([`Sunset #1 (${SUNSET_NFT.id})`])
  })
})
