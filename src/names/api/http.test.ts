import { http as mswHttp, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { ApiError, MalformedResponseError, NetworkError, RateLimitedError, TimeoutError } from '@/lib/errors'
import { setFault } from '@/mocks/faults'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { apiBaseFor, apiData, apiGet, buildApiUrl, errorFromResponse } from './http'
import { getName } from './getName'
import { searchNames } from './search'

const net = NETWORKS.mock
withMockNetwork()

describe('buildApiUrl', () => {
  it('repeats array parameters and leaves out undefined and null', () => {
    const url = buildApiUrl(net, '/nfd/lookup', {
      address: ['A', 'B'],
      view: 'tiny',
      limit: undefined,
      x: null,
      ok: false,
    })
    expect(url).toBe(`${apiBaseFor(net)}/nfd/lookup?address=A&address=B&view=tiny&ok=false`)
  })

  it('uses the network preset for networks other than the build one', () => {
    expect(buildApiUrl(NETWORKS.mainnet, '/nfd/x.algo')).toBe('https://api.nf.domains/nfd/x.algo')
  })
})

describe('apiGet against the mock API', () => {
  it('returns the parsed body', async () => {
    expect(await apiGet(net, '/nfd/alice.algo', { view: 'tiny' })).toMatchObject({ name: 'alice.algo' })
  })

  it('turns the goa error body into an ApiError with status and name', async () => {
    const error = await apiGet(net, '/nfd/nobody-has-this.algo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status: 404, code: 'notFound', temporary: false })
  })

  it('getName resolves null for a name that is not minted', async () => {
    expect(await getName(net, 'nobody-has-this.algo')).toBeNull()
  })

  it('reads goa-attribute-* headers when the body is empty', async () => {
    server.use(
      mswHttp.get(
        `${apiBaseFor(net)}/nfd/headers.algo`,
        () =>
          new HttpResponse(null, {
            status: 403,
            headers: { 'goa-attribute-name': 'upgradeRequired', 'goa-attribute-message': 'upgrade first' },
          }),
      ),
    )
    await expect(apiGet(net, '/nfd/headers.algo')).rejects.toMatchObject({
      status: 403,
      code: 'upgradeRequired',
      message: 'upgrade first',
    })
  })
})

describe('faults', () => {
  it('500 -> a temporary ApiError', async () => {
    setFault({ kind: '500', target: 'api' })
    await expect(apiGet(net, '/nfd/alice.algo')).rejects.toMatchObject({ status: 500, temporary: true })
  })

  it('429 -> RateLimitedError carrying secsRemaining', async () => {
    setFault({ kind: '429', target: 'api', secsRemaining: 9 })
    const error = await apiGet(net, '/nfd/alice.algo').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).secsRemaining).toBe(9)
  })

  it('malformed body -> MalformedResponseError, not a SyntaxError', async () => {
    setFault({ kind: 'malformed', target: 'api', path: '/nfd/v2/search' })
    await expect(apiGet(net, '/nfd/v2/search')).rejects.toBeInstanceOf(MalformedResponseError)
  })

  it('offline -> NetworkError', async () => {
    setFault({ kind: 'offline', target: 'api' })
    await expect(apiGet(net, '/nfd/alice.algo')).rejects.toBeInstanceOf(NetworkError)
  })

  it('slow -> the answer arrives after the delay', async () => {
    setFault({ kind: 'slow', target: 'api', delayMs: 300 })
    const started = Date.now()
    expect(await apiGet(net, '/nfd/alice.algo')).toMatchObject({ name: 'alice.algo' })
    expect(Date.now() - started).toBeGreaterThanOrEqual(280)
  })

  it('times: a fault can hit only the next request, and only its path', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/alice.algo', times: 1 })
    await expect(apiGet(net, '/nfd/bob.algo')).resolves.toMatchObject({ name: 'bob.algo' })
    await expect(apiGet(net, '/nfd/alice.algo')).rejects.toMatchObject({ status: 500 })
    await expect(apiGet(net, '/nfd/alice.algo')).resolves.toMatchObject({ name: 'alice.algo' })
  })

  it('an aborted request rejects with the AbortError, not a NetworkError', async () => {
    setFault({ kind: 'slow', target: 'api', delayMs: 2000 })
    const controller = new AbortController()
    const pending = apiGet(net, '/nfd/alice.algo', {}, controller.signal)
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(NetworkError)
    expect((error as Error).name).toBe('AbortError')
  })

  it('hang -> the time limit ends the request with a TimeoutError naming the service', async () => {
    setFault({ kind: 'hang', target: 'api' })
    const error = await apiData(net, '/nfd/alice.algo', { timeoutMs: 50 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(TimeoutError)
    expect((error as TimeoutError).message).toMatch(/name service did not answer/)
  })

  it('hang, then the caller leaves: an AbortError, not a TimeoutError', async () => {
    setFault({ kind: 'hang', target: 'api' })
    const controller = new AbortController()
    const pending = apiData(net, '/nfd/alice.algo', { signal: controller.signal, timeoutMs: 60_000 })
    controller.abort()
    const error = await pending.catch((e: unknown) => e)
    expect(error).not.toBeInstanceOf(TimeoutError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('data faults', () => {
  it('badField: the record arrives with the given fields, and the client drops them', async () => {
    setFault({
      kind: 'badField',
      target: 'api',
      path: '/nfd/alice.algo',
      fields: { owner: 42, properties: { userDefined: { bio: 7 } } },
    })
    const raw = await apiGet(net, '/nfd/alice.algo', { view: 'full' })
    expect(raw).toMatchObject({ owner: 42, properties: { userDefined: { bio: 7 } } })
    setFault({
      kind: 'badField',
      target: 'api',
      path: '/nfd/alice.algo',
      fields: { owner: 42, properties: { userDefined: { bio: 7 } } },
    })
    const record = await getName(net, 'alice.algo', 'full')
    expect(record?.owner).toBeUndefined()
    expect(record?.properties?.userDefined?.bio).toBeUndefined()
    expect(record?.state).toBe('owned')
  })

  it('badRecord: a malformed record heads the list, and the client leaves it out', async () => {
    const clean = await searchNames(net, { state: ['forSale'] })
    setFault({ kind: 'badRecord', target: 'api', path: '/nfd/v2/search', record: { name: 5 } })
    const result = await searchNames(net, { state: ['forSale'] })
    expect(result.nfds).toEqual(clean.nfds)
  })
})

describe('errorFromResponse on 429', () => {
  const headers = (retryAfter: string) => new Headers({ 'retry-after': retryAfter })
  it.each([
    ['600', 600],
    ['abc', 1],
    ['-5', 1],
    [String(2 ** 40), 2 ** 40],
  ])('Retry-After %s -> secsRemaining %d (never NaN or negative)', (retryAfter, secs) => {
    const error = errorFromResponse(429, headers(retryAfter), '')
    expect(error).toBeInstanceOf(RateLimitedError)
    expect((error as RateLimitedError).secsRemaining).toBe(secs)
  })
})
