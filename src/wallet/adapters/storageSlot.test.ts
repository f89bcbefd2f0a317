// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SHARED_WC_KEY, clearSlot, slotKey } from './storageSlot'

beforeEach(() => {
  localStorage.clear()
  // Each tab's logger reports the refused writes; quiet here.
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

/** One browser's Web Locks, shared by every tab (module instance) of a test. */
function sharedLocks() {
  let chain: Promise<unknown> = Promise.resolve()
  return {
    request<T>(_name: string, fn: () => Promise<T>): Promise<T> {
      const run = chain.then(fn)
      chain = run.catch(() => undefined)
      return run
    },
  }
}

/** A fresh copy of the module: what another tab of the same origin runs. */
async function tab() {
  vi.resetModules()
  return import('./storageSlot')
}

describe('inStorageSlot', () => {
  it('a signature made is returned even when storage refuses every write', async () => {
    const { inStorageSlot } = await tab()
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError')
    })
    vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await expect(inStorageSlot('pera', async () => 'signed')).resolves.toBe('signed')
  })

  it('works with storage disabled altogether (reads throw too)', async () => {
    const { inStorageSlot } = await tab()
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError')
    })
    await expect(inStorageSlot('defly', async () => 42)).resolves.toBe(42)
  })

  it("two tabs never save one wallet's session into the other's slot", async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: sharedLocks() })
    const peraTab = await tab()
    const deflyTab = await tab()
    const gates: Partial<Record<'pera' | 'defly', () => void>> = {}
    const call = (module: typeof peraTab, wallet: 'pera' | 'defly') =>
      module.inStorageSlot(wallet, async () => {
        localStorage.setItem(SHARED_WC_KEY, `${wallet}-session`)
        await new Promise<void>((resolve) => (gates[wallet] = resolve))
      })
    const pera = call(peraTab, 'pera')
    await vi.waitFor(() => expect(gates.pera).toBeDefined())
    const defly = call(deflyTab, 'defly')
    // Let the other tab run as far as it can while Pera waits for its phone.
    await new Promise((resolve) => setTimeout(resolve, 0))
    gates.pera!()
    await pera
    await vi.waitFor(() => expect(gates.defly).toBeDefined())
    gates.defly!()
    await defly
    expect(localStorage.getItem(slotKey('pera'))).toBe('pera-session')
    expect(localStorage.getItem(slotKey('defly'))).toBe('defly-session')
    expect(localStorage.getItem(SHARED_WC_KEY)).toBeNull()
  })
})

describe('a call given up on', () => {
  it('frees the slot for the calls behind it, its session saved', async () => {
    const { inStorageSlot } = await tab()
    const controller = new AbortController()
    const stuck = inStorageSlot(
      'pera',
      async () => {
        localStorage.setItem(SHARED_WC_KEY, 'pera-session')
        return new Promise<never>(() => undefined)
      },
      controller.signal,
    )
    const next = inStorageSlot('defly', async () => 'defly ran')
    await vi.waitFor(() => expect(localStorage.getItem(SHARED_WC_KEY)).toBe('pera-session'))
    controller.abort()
    await expect(stuck).rejects.toThrow()
    expect(await next).toBe('defly ran')
    expect(localStorage.getItem(slotKey('pera'))).toBe('pera-session')
  })
})

describe('clearSlot', () => {
  it("forgets the wallet's slot and its SDK's own key, nothing else", () => {
    localStorage.setItem(slotKey('pera'), 'pera-session')
    localStorage.setItem('PeraWallet.Wallet', '{}')
    localStorage.setItem(slotKey('defly'), 'defly-session')
    clearSlot('pera')
    expect(localStorage.getItem(slotKey('pera'))).toBeNull()
    expect(localStorage.getItem('PeraWallet.Wallet')).toBeNull()
    expect(localStorage.getItem(slotKey('defly'))).toBe('defly-session')
  })
})
