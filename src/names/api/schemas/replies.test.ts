import { http, HttpResponse } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { MalformedResponseError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { getActivity } from '../activity'
import { getName } from '../getName'
import { getQuote } from '../getQuote'
import { apiBaseFor } from '../http'
import { lookupAddresses } from '../lookupAddresses'
import { searchNames } from '../search'

const net = NETWORKS.mock
const base = apiBaseFor(net)
const OWNER = 'RSV2YCHXA7MWGFTX3WYI7TVGAS5W5XH5M7ZQVXPPRQ7DNTNW36OW2TRR6I'
withMockNetwork()

const answer = (path: string, body: unknown) =>
  server.use(http.get(`${base}${path}`, () => HttpResponse.json(body as never)))

afterEach(() => vi.restoreAllMocks())

describe('replies checked at the client', () => {
  it('getName: a wrongly typed field never leaves the client', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    answer('/nfd/odd.algo', { name: 'odd.algo', owner: OWNER, properties: { userDefined: { bio: 12 } } })
    expect(await getName(net, 'odd.algo', 'full')).toEqual({
      name: 'odd.algo',
      owner: OWNER,
      properties: { userDefined: {} },
    })
  })

  it.each([
    ['a list', []],
    ['a string', 'alice'],
    ['no name', { owner: OWNER }],
  ])('getName: an unusable record (%s) is an error, not a half record', async (_what, body) => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    answer('/nfd/odd.algo', body)
    await expect(getName(net, 'odd.algo')).rejects.toBeInstanceOf(MalformedResponseError)
  })

  it('search: one bad record is left out, the others and the total stay', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    answer('/nfd/v2/search', { nfds: [{ name: 'a.algo' }, { name: null }, { name: 'b.algo' }], total: 3 })
    expect(await searchNames(net, {})).toEqual({ nfds: [{ name: 'a.algo' }, { name: 'b.algo' }], total: 3 })
  })

  it('search: a reply without its list is an error', async () => {
    answer('/nfd/v2/search', { total: 3 })
    await expect(searchNames(net, {})).rejects.toBeInstanceOf(MalformedResponseError)
  })

  it('quote: a price that is not a whole number of µALGO is an error (no price beats a wrong one)', async () => {
    answer('/nfd/getQuote/x.algo', { price: '5', carryCost: 0, exists: false, isExpired: false, inAuction: false })
    await expect(getQuote(net, 'x.algo', OWNER)).rejects.toBeInstanceOf(MalformedResponseError)
  })

  it('lookup: an address whose record is unusable is left out like an unmatched one', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    answer('/nfd/lookup', { [OWNER]: { name: 'ok.algo' }, OTHER: 'junk' })
    expect(await lookupAddresses(net, [OWNER])).toEqual({ [OWNER]: { name: 'ok.algo' } })
  })

  it('activity: an entry without its block is left out', async () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const good = { name: 'a.algo', block: 5, timeChanged: '2025-01-01T00:00:00Z', changes: { 'u.bio': 'x' } }
    answer('/nfd/activity', [good, { name: 'a.algo', timeChanged: '2025-01-01T00:00:00Z' }])
    expect(await getActivity(net, ['a.algo'])).toEqual([good])
  })
})
