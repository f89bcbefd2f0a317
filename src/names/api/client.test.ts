import algosdk from 'algosdk'
import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { server } from '@/mocks/node'
import { SERVICE_ADDRESS } from '@/mocks/serviceAccount'
import { withMockNetwork } from '@/testing/mockNetwork'
import { getActivity } from './activity'
import { apiBaseFor } from './http'
import { addLinkedAddresses } from './links'
import { lookupAddresses } from './lookupAddresses'
import { mintName } from './mint'
import { offerForSale } from './sale'
import { getQuote } from './getQuote'
import { searchNames } from './search'
import { suggestNames } from './suggest'
import { updateProperties } from './update'

const net = NETWORKS.mock
const TEST = TEST_ACCOUNT.address
withMockNetwork()

/** Records the URLs the client asks for, then lets the mock answer. */
function spyOn(path: string): URL[] {
  const seen: URL[] = []
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url)
    if (url.pathname === path) seen.push(url)
  })
  return seen
}

describe('lookupAddresses', () => {
  it('maps each address to its primary name and leaves unmatched ones out', async () => {
    const found = await lookupAddresses(net, [TEST, OTHER_ACCOUNT.address, THIRD_ACCOUNT.address])
    expect(found[TEST]?.name).toBe('alice.algo')
    expect(found[OTHER_ACCOUNT.address]?.name).toBe('bob.algo')
    expect(found).not.toHaveProperty(THIRD_ACCOUNT.address) // only unverified on bob.algo
  })

  it('asks at most 20 addresses a call and merges the answers', async () => {
    const many = Array.from({ length: 45 }, (_, i) => algosdk.encodeAddress(new Uint8Array(32).fill(i + 1)))
    const calls = spyOn('/nfd/lookup')
    const found = await lookupAddresses(net, [...many, TEST, TEST])
    expect(calls.map((u) => u.searchParams.getAll('address').length)).toEqual([20, 20, 6])
    expect(Object.keys(found)).toEqual([TEST])
  })

  it('finds unverified links only when asked to', async () => {
    const found = await lookupAddresses(net, [THIRD_ACCOUNT.address], 'tiny', { allowUnverified: true })
    expect(found[THIRD_ACCOUNT.address]?.name).toBe('bob.algo')
  })
})

describe('reads', () => {
  it('searchNames sends every filter and returns the total before paging', async () => {
    const calls = spyOn('/nfd/v2/search')
    const result = await searchNames(net, { state: ['forSale'], sort: 'priceAsc', limit: 2, offset: 0, view: 'brief' })
    expect(calls[0]?.searchParams.getAll('state')).toEqual(['forSale'])
    expect(result.nfds.map((r) => r.sellAmount)).toEqual([10_000_000, 50_000_000])
    expect(result.total).toBe(3)
  })

  it('getQuote prices an available name with its carry cost', async () => {
    const quote = await getQuote(net, 'zzzzzz.algo', TEST)
    expect(quote.exists).toBe(false)
    expect(quote.carryCost).toBeGreaterThan(0)
    expect(quote.price).toBeGreaterThan(quote.carryCost)
  })

  it('suggestNames returns the typed name first', async () => {
    const names = await suggestNames(net, 'newthing', TEST, { limit: 3 })
    expect(names.map((r) => r.name)).toEqual(['newthing.algo', 'newthing1.algo', 'newthingapp.algo'])
  })

  it('getActivity merges chunks of 20 names in the order asked for', async () => {
    const names = ['alice.algo', 'bob.algo', ...Array.from({ length: 25 }, (_, i) => `n${i}.algo`)]
    const calls = spyOn('/nfd/activity')
    const activity = await getActivity(net, names, { sort: 'timeAsc' })
    expect(calls).toHaveLength(2)
    const times = activity.map((a) => Date.parse(a.timeChanged))
    expect(times).toEqual([...times].sort((a, b) => a - b))
    expect(new Set(activity.map((a) => a.name))).toEqual(new Set(['alice.algo', 'bob.algo']))
  })
})

describe('writes', () => {
  it('decode to a group whose "u" entries belong to the caller and "s" to the service', async () => {
    const group = await offerForSale(net, 'alice.algo', { sender: TEST, offer: 1_000_000 })
    const senders = group.map(({ kind, bytes }) =>
      kind === 'u'
        ? algosdk.decodeUnsignedTransaction(bytes).sender.toString()
        : algosdk.decodeSignedTransaction(bytes).txn.sender.toString(),
    )
    // alice.algo has profile data: the contract sells only once it is cleared (deleteFields), then the listing.
    expect(group.map((e) => e.kind)).toEqual(['u', 'u', 's'])
    expect(senders).toEqual([TEST, TEST, SERVICE_ADDRESS])
  })

  it('mint of an existing name (204) rejects with alreadyExists', async () => {
    await expect(mintName(net, { name: 'alice.algo', buyer: TEST })).rejects.toMatchObject({ code: 'alreadyExists' })
  })

  it('a non-owner cannot list, update or link', async () => {
    const asOther = { sender: OTHER_ACCOUNT.address }
    await expect(offerForSale(net, 'alice.algo', { ...asOther, offer: 1 })).rejects.toBeInstanceOf(ApiError)
    await expect(
      updateProperties(net, 'alice.algo', { ...asOther, properties: { userDefined: { bio: 'x' } } }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      addLinkedAddresses(net, 'alice.algo', { ...asOther, address: [OTHER_ACCOUNT.address] }),
    ).rejects.toMatchObject({ status: 400 })
  })

  it('a reply that is not a group is a clear error', async () => {
    server.use(mswHttp.post(`${apiBaseFor(net)}/nfd/offer/:name`, () => HttpResponse.json('not a group')))
    await expect(offerForSale(net, 'alice.algo', { sender: TEST, offer: 1 })).rejects.toThrow(/not valid JSON/)
  })
})
