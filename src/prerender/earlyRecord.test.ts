import fc from 'fast-check'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS, type NetworkId } from '@/config/networks'
import { getName } from '@/names/api/getName'
import { isValidName } from '@/names/validation'
import { STORAGE_KEY } from '@/wallet/persist'
import { earlyRecordScript } from './earlyRecord'

/** Runs the build's script at `path`; returns the preload it added, if any. */
function runAt(path: string, network: NetworkId = 'testnet'): string | null {
  window.history.replaceState(null, '', path)
  new Function(earlyRecordScript(network))()
  const link = document.head.querySelector<HTMLLinkElement>('link[rel="preload"]')
  if (!link) return null
  expect(link.as).toBe('fetch')
  expect(link.crossOrigin).toBe('anonymous')
  return link.href
}

/** The URL the app itself asks for the record at. */
async function appRecordUrl(network: NetworkId, name: string): Promise<string> {
  const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{"name":"x"}', { status: 200 }))
  try {
    await getName(NETWORKS[network], name, 'full')
    return String(fetchSpy.mock.calls[0]?.[0])
  } finally {
    fetchSpy.mockRestore()
  }
}

afterEach(() => {
  document.head.querySelectorAll('link[rel="preload"], link[rel="preconnect"]').forEach((link) => link.remove())
  localStorage.clear()
  vi.restoreAllMocks()
})

describe('earlyRecordScript', () => {
  it("preloads exactly the URL the app then asks for the profile's record at", async () => {
    expect(runAt('/name/alice.algo')).toBe(await appRecordUrl('testnet', 'alice.algo'))
    document.head.querySelector('link[rel="preload"]')?.remove()
    expect(runAt('/name/mail.alice.algo', 'mainnet')).toBe(await appRecordUrl('mainnet', 'mail.alice.algo'))
  })

  it('follows the network the visitor switched to, and falls back to the build’s own', async () => {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ wallets: {}, activeWallet: null, activeNetwork: 'betanet' }))
    expect(runAt('/name/alice.algo')).toBe(await appRecordUrl('betanet', 'alice.algo'))
    for (const stored of ['{not json', JSON.stringify({ activeNetwork: 'mock' }), JSON.stringify(null)]) {
      document.head.querySelector('link[rel="preload"]')?.remove()
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

  it('still preloads when storage throws', () => {
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
        const preloaded = runAt(`/name/${candidate}`) !== null
        document.head.querySelector('link[rel="preload"]')?.remove()
        return preloaded === isValidName(candidate)
      }),
    )
  })

  it('is empty on the mock network, whose hosts answer only once its worker runs', () => {
    expect(earlyRecordScript('mock')).toBe('')
  })
})
