import { QueryObserver, type QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { setFault } from '@/mocks/faults'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { createTestQueryClient } from '@/testing/queryClient'
import { world } from '@/mocks/world'
import { clearFreshMarks } from '../api/freshReads'
import type { NfdRecord } from '../api/types'
import { listQueries } from './touchedQueries'
import { MINT_SETTLE_TRIES, refreshAfterWrite } from './refreshAfterWrite'
import { nameQueryOptions } from './useName'

const net = NETWORKS.mock
withMockNetwork()

let client: QueryClient
let asked: URL[]
const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url))
beforeEach(() => {
  client = createTestQueryClient()
  asked = []
  server.events.on('request:start', listen)
  // The API's CDN: a record read without nocache gets what was served first.
  setFault({ kind: 'cached', target: 'api' })
})
afterEach(() => {
  server.events.removeListener('request:start', listen)
  client.clear()
  clearFreshMarks()
})

/** Keeps the profile's query observed, as a mounted page does, and reads its data. */
function watch(name: string) {
  const options = nameQueryOptions(net, name, 'full')
  const unsubscribe = new QueryObserver(client, options).subscribe(() => {})
  return { read: () => client.getQueryData(options.queryKey), stop: unsubscribe }
}

const bioOf = (record: NfdRecord | null | undefined) => record?.properties?.userDefined?.bio

describe('refreshAfterWrite', () => {
  it('an edited name shows its new state: the refetch carries nocache past the cache', async () => {
    const page = watch('alice.algo')
    await client.fetchQuery(nameQueryOptions(net, 'alice.algo', 'full'))
    world.names.get('alice.algo')!.properties!.userDefined = { bio: 'just edited' }

    // What a plain invalidation gets: the cached answer.
    await client.invalidateQueries({ queryKey: ['nfd', 'mock', 'name', 'alice.algo'] })
    expect(bioOf(page.read())).not.toBe('just edited')

    asked = []
    await refreshAfterWrite(client, net, 'alice.algo', listQueries(net, 'alice.algo'))
    expect(bioOf(page.read())).toBe('just edited')
    const reads = asked.filter((url) => url.pathname === '/nfd/alice.algo')
    expect(reads.length).toBeGreaterThan(0)
    expect(reads.every((url) => url.searchParams.get('nocache') === 'true')).toBe(true)
    expect(reads.some((url) => url.searchParams.has('poll'))).toBe(false)
    page.stop()
  })

  it('a just-minted name is not left "available" by a cached 404: it polls until the API has it', async () => {
    const page = watch('fresh.algo')
    await client.fetchQuery(nameQueryOptions(net, 'fresh.algo', 'full'))
    expect(page.read()).toBeNull()

    // The API indexes the mint only after two more polls.
    const template = structuredClone(world.names.get('alice.algo')!)
    let polls = 0
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url)
      if (url.pathname === '/nfd/fresh.algo' && url.searchParams.get('poll') === 'true' && ++polls === 2)
        world.names.set('fresh.algo', { ...template, name: 'fresh.algo', state: 'owned' })
    })
    await refreshAfterWrite(client, net, 'fresh.algo', listQueries(net, 'fresh.algo'), { minted: true, delayMs: 0 })
    expect(page.read()).toMatchObject({ name: 'fresh.algo', state: 'owned' })
    const reads = asked.filter((url) => url.pathname === '/nfd/fresh.algo').slice(1)
    expect(reads.every((url) => url.searchParams.get('nocache') === 'true')).toBe(true)
    expect(reads.every((url) => url.searchParams.get('poll') === 'true')).toBe(true)
    expect(polls).toBeLessThan(MINT_SETTLE_TRIES + 2)
    page.stop()
  })

  it('stops polling after a bounded number of tries when the mint never shows', async () => {
    await refreshAfterWrite(client, net, 'never.algo', [], { minted: true, delayMs: 0 })
    const polls = asked.filter((url) => url.pathname === '/nfd/never.algo')
    expect(polls).toHaveLength(MINT_SETTLE_TRIES - 1)
  })
})
