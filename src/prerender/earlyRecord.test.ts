// @vitest-environment jsdom
import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS, type NetworkId } from '@/config/networks'
import { getName } from '@/names/api/getName'
import { isValidName } from '@/names/core/validation'
import { EARLY_RESPONSE_GLOBAL } from '@/names/api/earlyResponse'
import { EARLY_PAINT_GLOBAL } from './startApp'
import { EARLY_PAINT_WAIT_MS } from '@/config/constants'
import { imageUrl } from '@/names/core/imageUrl'
import { STORAGE_KEY, defaultState, serializeState } from '@/wallet/persist'
import { earlyRecordScript } from './earlyRecord'

const GATEWAY = 'https://images.example/ipfs'
const CID = 'bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'

/** Runs the build's script at `path`, answering with `record`; returns the URL it fetched, if any. */
function runAt(path: string, network: NetworkId = 'testnet', record: unknown = { name: 'x' }): string | null {
  window.history.replaceState(null, '', path)
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async () => Response.json(record))
  new Function(earlyRecordScript(network, GATEWAY))()
  const calls = fetchSpy.mock.calls.map(([url]) => String(url))
  fetchSpy.mockRestore()
  expect(calls.length).toBeLessThanOrEqual(1)
  return calls[0] ?? null
}

/** The banner image the script starts for a record, and the image once loaded. */
async function bannerStartedFor(banner: unknown): Promise<HTMLImageElement | null> {
  const started: HTMLImageElement[] = []
  const srcSpy = vi.spyOn(HTMLImageElement.prototype, 'src', 'set').mockImplementation(function (
    this: HTMLImageElement,
    value: string,
  ) {
    started.push(this)
    this.setAttribute('src', value)
  })
  runAt('/name/alice.algo', 'testnet', { name: 'alice.algo', properties: { userDefined: { banner } } })
  await (window as unknown as Record<string, { response: Promise<Response> }>)[EARLY_RESPONSE_GLOBAL]?.response
  await new Promise((resolve) => setTimeout(resolve, 0))
  srcSpy.mockRestore()
  expect(started.length).toBeLessThanOrEqual(1)
  return started[0] ?? null
}

/** The URL the app itself asks for the record at. */
async function appRecordUrl(network: NetworkId, name: string): Promise<string> {
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSE_GLOBAL] // the app's own request
  // The record of the name asked: another name's is refused (getName).
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name }))
  try {
    await getName(NETWORKS[network], name, 'full')
    return String(fetchSpy.mock.calls[0]?.[0])
  } finally {
    fetchSpy.mockRestore()
  }
}

/** The promise the start script waits for before it adds the app (settled either way), or at once without one. */
function appMayStart(): Promise<void> {
  const gate = (window as unknown as Record<string, unknown>)[EARLY_PAINT_GLOBAL]
  return gate instanceof Promise
    ? gate.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="preconnect"]').forEach((link) => link.remove())
  document.body.innerHTML = ''
  delete (window as unknown as Record<string, unknown>)[EARLY_RESPONSE_GLOBAL]
  delete (window as unknown as Record<string, unknown>)[EARLY_PAINT_GLOBAL]
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('earlyRecordScript', () => {
  it("fetches exactly the URL the app then asks for the profile's record at", async () => {
    expect(runAt('/name/alice.algo')).toBe(await appRecordUrl('testnet', 'alice.algo'))
    expect(runAt('/name/mail.alice.algo', 'mainnet')).toBe(await appRecordUrl('mainnet', 'mail.alice.algo'))
  })

  it('follows the network the visitor switched to, and falls back to the build’s own', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ wallets: {}, activeWallet: null, activeNetwork: 'betanet' }))
    expect(runAt('/name/alice.algo')).toBe(await appRecordUrl('betanet', 'alice.algo'))
    // As the wallet manager writes it today: a versioned document.
    localStorage.setItem(STORAGE_KEY, serializeState(defaultState('mainnet')))
    expect(runAt('/name/alice.algo')).toBe(await appRecordUrl('mainnet', 'alice.algo'))
    for (const stored of ['{not json', JSON.stringify({ activeNetwork: 'mock' }), JSON.stringify(null)]) {
      localStorage.setItem(STORAGE_KEY, stored)
      expect(runAt('/name/alice.algo'), stored).toBe(await appRecordUrl('testnet', 'alice.algo'))
    }
  })

  it("preconnects to a switched-to network's API on any page, and adds nothing on the build's own", () => {
    const preconnects = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preconnect"]')].map((link) => [
        link.href,
        link.crossOrigin,
      ])
    runAt('/marketplace', 'mainnet')
    expect(preconnects()).toEqual([])
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ wallets: {}, activeWallet: null, activeNetwork: 'betanet' }))
    runAt('/marketplace', 'mainnet')
    expect(preconnects()).toEqual([[`${new URL(NETWORKS.betanet.apiBase).origin}/`, 'anonymous']])
  })

  it('still fetches when storage throws', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    expect(runAt('/name/alice.algo')).toContain('/nfd/alice.algo?view=full')
  })

  it('asks for nothing on other pages or spellings the app redirects or rejects', () => {
    for (const path of [
      '/',
      '/marketplace',
      '/name/Alice.algo',
      '/name/alice',
      '/name/alice.algo/',
      '/name/a.b.c.algo',
    ]) {
      expect(runAt(path), path).toBeNull()
    }
    expect(runAt(`/name/${'a'.repeat(27)}.${'b'.repeat(27)}.algo`)).toBeNull() // over 32 characters
  })

  it('agrees with the app’s name rule on any name', () => {
    // Any string of name characters, and name-shaped ones (parts up to 30, so some are too long).
    const name = fc.oneof(
      fc.stringMatching(/^[a-z0-9.]{1,40}$/),
      fc.stringMatching(/^([a-z0-9]{1,30}\.)?[a-z0-9]{1,30}\.algo$/),
    )
    fc.assert(
      fc.property(name, (candidate) => {
        return (runAt(`/name/${candidate}`) !== null) === isValidName(candidate)
      }),
    )
  })

  it("hands its response to the app's own request: the record is asked for once", async () => {
    const record = { name: 'alice.algo', state: 'owned' }
    runAt('/name/alice.algo', 'testnet', record)
    const fetchSpy = vi.spyOn(globalThis, 'fetch')
    expect(await getName(NETWORKS.testnet, 'alice.algo', 'full')).toMatchObject(record)
    expect(fetchSpy).not.toHaveBeenCalled()
  })

  it("paints the record's banner, from the gateway, into the prerendered skeleton", async () => {
    document.body.innerHTML = '<div id="root"><div data-early-banner><span>skeleton</span></div></div>'
    const image = await bannerStartedFor(`ipfs://${CID}`)
    expect(image?.getAttribute('src')).toBe(`${GATEWAY}/${CID}`)
    expect(document.querySelector('[data-early-banner]')?.innerHTML).toBe(image?.outerHTML)
    image?.dispatchEvent(new Event('error'))
    expect(document.querySelector('[data-early-banner]')?.innerHTML).toBe('<span>skeleton</span>')
  })

  it('holds the app back while the banner loads, and lets it start once the banner has failed', async () => {
    document.body.innerHTML = '<div id="root"><div data-early-banner><span>skeleton</span></div></div>'
    const image = await bannerStartedFor(`ipfs://${CID}`)
    const start = appMayStart()
    let started = false
    void start.then(() => (started = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(started).toBe(false)
    image?.dispatchEvent(new Event('error'))
    await start
  })

  it('lets the app start at once when there is no banner, no shell to paint it in, or no record', async () => {
    document.body.innerHTML = '<div id="root"><div data-early-banner><span>skeleton</span></div></div>'
    await bannerStartedFor(null)
    await appMayStart()
    document.body.innerHTML = ''
    await bannerStartedFor(`ipfs://${CID}`)
    await appMayStart()
    window.history.replaceState(null, '', '/name/alice.algo')
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('gone', { status: 404 }))
    new Function(earlyRecordScript('testnet', GATEWAY))()
    await appMayStart()
  })

  it('lets the app start after the longest wait, whatever the banner does', async () => {
    vi.useFakeTimers()
    try {
      window.history.replaceState(null, '', '/name/alice.algo')
      vi.spyOn(globalThis, 'fetch').mockReturnValue(new Promise<Response>(() => undefined)) // never answers
      new Function(earlyRecordScript('testnet', GATEWAY))()
      let started = false
      void appMayStart().then(() => (started = true))
      await vi.advanceTimersByTimeAsync(EARLY_PAINT_WAIT_MS - 1)
      expect(started).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(started).toBe(true)
    } finally {
      vi.useRealTimers()
    }
  })

  it('starts exactly the banner the app would show, and none that it would not', async () => {
    const banner = fc.oneof(
      fc.constantFrom(null, 42, 'https://cdn.example/a.png', `${GATEWAY}/../x.png`, `ipfs://${CID}/../a.png`),
      fc.string().map((path) => `ipfs://${CID}/${path}`),
      fc.webUrl().map((url) => url.replace(/^https?:\/\/[^/]+/, GATEWAY)),
    )
    await fc.assert(
      fc.asyncProperty(banner, async (value) => {
        const image = await bannerStartedFor(value)
        const expected = typeof value === 'string' ? imageUrl(value, GATEWAY) : null
        return (image?.getAttribute('src') ?? null) === expected
      }),
      { numRuns: 60 },
    )
  })

  it('is empty on the mock network, whose hosts answer only once its worker runs', () => {
    expect(earlyRecordScript('mock')).toBe('')
  })
})
