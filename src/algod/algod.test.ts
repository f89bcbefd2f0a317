import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { MOCK_TOKEN } from '@/mocks/fixtures/names'
import { withMockNetwork } from '@/testing/mockNetwork'
import { world } from '@/mocks/world'
import { getAccountInfo } from './account'
import { getAsset, parseAssetId } from './asset'
import { InvalidAssetError } from './InvalidAssetError'
import { algodServerFor, getAlgodClient } from './client'
import { isOptedIn } from './optIn'
import { getSuggestedParams } from './params'
import { submitGroup, waitForConfirmation } from './submit'
import { timedHttpClient } from './timedHttpClient'
import { TimeoutError } from '@/lib/errors'

const net = NETWORKS.mock
withMockNetwork()

describe('getAlgodClient', () => {
  it('creates one client per network', async () => {
    const [a, b, c] = await Promise.all([getAlgodClient(net), getAlgodClient(net), getAlgodClient(NETWORKS.testnet)])
    expect(a).toBe(b)
    expect(c).not.toBe(a)
  })

  it('uses the presets: localnet on port 4001 with the dummy token', () => {
    expect(algodServerFor(NETWORKS.localnet)).toEqual({
      server: 'http://localhost',
      port: '4001',
      token: 'a'.repeat(64),
    })
  })
})

describe('getAccountInfo', () => {
  it('reads balance, min balance and assets as bigints', async () => {
    const info = await getAccountInfo(net, TEST_ACCOUNT.address)
    expect(info.address).toBe(TEST_ACCOUNT.address)
    expect(info.amount).toBe(1_000_000_000n)
    expect(info.minBalance).toBeGreaterThanOrEqual(100_000n)
    expect(info.assets.find((a) => a.assetId === BigInt(MOCK_TOKEN.id))?.amount).toBe(250_000_000n)
    expect(info.authAddr).toBeUndefined()
  })

  it('with exclude all: no assets, but auth-addr of a rekeyed account', async () => {
    world.authAddrs.set(TEST_ACCOUNT.address, OTHER_ACCOUNT.address)
    const info = await getAccountInfo(net, TEST_ACCOUNT.address, { exclude: 'all' })
    expect(info.assets).toEqual([])
    expect(info.authAddr).toBe(OTHER_ACCOUNT.address)
  })

  it('rejects with the HTTP status when algod fails', async () => {
    setFault({ kind: '500', target: 'algod', path: '/v2/accounts' })
    await expect(getAccountInfo(net, TEST_ACCOUNT.address)).rejects.toMatchObject({ response: { status: 500 } })
  })
})

describe('assets and opt-in', () => {
  it.each([MOCK_TOKEN.id, String(MOCK_TOKEN.id), BigInt(MOCK_TOKEN.id)])('getAsset(%s) reads the asset', async (id) => {
    const asset = await getAsset(net, id)
    expect(asset).toMatchObject({ id: BigInt(MOCK_TOKEN.id), decimals: 6, unitName: 'USDC' })
  })

  it.each(['abc', '12.5', '-1', '', 1.5, -3, Number.NaN])('rejects %s as an invalid asset', (id) => {
    expect(() => parseAssetId(id as string | number)).toThrow(InvalidAssetError)
  })

  it('isOptedIn searches the assets list for the id', async () => {
    const info = await getAccountInfo(net, TEST_ACCOUNT.address)
    expect(isOptedIn(info, MOCK_TOKEN.id)).toBe(true)
    expect(isOptedIn(info, String(MOCK_TOKEN.id))).toBe(true)
    expect(isOptedIn(info, 123)).toBe(false)
    expect(isOptedIn(info, 'not a number')).toBe(false)
  })
})

describe('params, submit and confirmation', () => {
  it('suggested params come from the network', async () => {
    const params = await getSuggestedParams(net)
    expect(params.genesisID).toBe(net.genesisId)
    expect(params.firstValid).toBe(world.round)
  })

  it('refuses an empty group', async () => {
    await expect(submitGroup(net, [])).rejects.toThrow(/empty/)
  })

  it("fails with 'not confirmed after 4 rounds' when the txn never lands", async () => {
    await expect(waitForConfirmation(net, 'NEVERSUBMITTEDTXID')).rejects.toThrow('not confirmed after 4 rounds')
  })
})

describe('time limits', () => {
  it('an algod request that never answers ends with a TimeoutError', async () => {
    setFault({ kind: 'hang', target: 'algod', path: '/v2/transactions/params' })
    const http = timedHttpClient(algodServerFor(net), 50)
    const error = await http.get('/v2/transactions/params').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as Error).message).toMatch(/Algorand node did not answer/)
  })

  it('the shared client goes through the time-limited layer, and keeps algosdk error shapes', async () => {
    setFault({ kind: '500', target: 'algod', path: '/v2/transactions/params' })
    await expect(getSuggestedParams(net)).rejects.toMatchObject({ response: { status: 500 } })
  })
})
