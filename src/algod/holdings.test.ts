import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { applicationAddress } from '@/lib/address'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { SHARES_NFT, SUNSET_NFT, TOKEN_ASSET, VAULT_ART_NFT } from '@/mocks/fixtures/assets'
import { withMockNetwork } from '@/testing/mockNetwork'
import { holdingsOf, world } from '@/mocks/world'
import { getHoldings } from './holdings'

const net = NETWORKS.mock
withMockNetwork()

const vaultOf = (name: string) => applicationAddress(world.names.get(name)?.appID ?? 0)

describe('getHoldings', () => {
  it("reads a vault's ALGO and each asset with its name, unit, decimals and the NFT rule", async () => {
    const holdings = await getHoldings(net, vaultOf('alice.algo'))
    expect(holdings.algo).toBe(5_000_000n)
    expect(holdings.more).toBe(0)
    const byId = new Map(holdings.assets.map((h) => [h.asset.id, h]))
    expect(byId.get(BigInt(TOKEN_ASSET.id))).toMatchObject({
      amount: 12_500_000n,
      nft: false,
      asset: { name: 'USDC', unitName: 'USDC', decimals: 6 },
    })
    expect(byId.get(BigInt(VAULT_ART_NFT.id))).toMatchObject({
      amount: 1n,
      nft: true,
      asset: { reserve: VAULT_ART_NFT.reserve },
    })
    // 1,000,000 hundredths = 10,000 whole units: at the limit, still an NFT.
    expect(byId.get(BigInt(SHARES_NFT.id))).toMatchObject({ amount: 2_550n, nft: true, asset: { decimals: 2 } })
  })

  it('lists held assets before opt-ins at 0', async () => {
    holdingsOf(TEST_ACCOUNT.address).set(BigInt(SUNSET_NFT.id), 0n)
    const { assets } = await getHoldings(net, TEST_ACCOUNT.address)
    expect(assets.at(-1)?.asset.id).toBe(BigInt(SUNSET_NFT.id))
    expect(assets.slice(0, -1).every((h) => h.amount > 0n)).toBe(true)
  })

  it('leaves out an asset that no longer exists, and keeps the rest', async () => {
    holdingsOf(TEST_ACCOUNT.address).set(999_999_999n, 5n)
    const { assets } = await getHoldings(net, TEST_ACCOUNT.address)
    expect(assets.some((h) => h.asset.id === 999_999_999n)).toBe(false)
    expect(assets.some((h) => h.asset.id === BigInt(SUNSET_NFT.id))).toBe(true)
  })

  it('fails when algod fails on an asset for another reason than 404', async () => {
    setFault({ kind: '500', target: 'algod', path: '/v2/assets' })
    await expect(getHoldings(net, TEST_ACCOUNT.address)).rejects.toMatchObject({ response: { status: 500 } })
  })
})
