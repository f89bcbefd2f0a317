// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { logger } from '@/lib/logger'
import { isValidAddress } from '@/lib/address'
import { slotKey } from './adapters/storageSlot'
import { isUserCancellation } from './isUserCancellation'
import { STORAGE_KEY, parseStoredText, serializeState } from './persist'
import { createWalletManager, type WalletManagerOptions } from './store'
import { withoutPending } from './pendingAccounts'
import { fakeRegistry, fakeWallet, heldAddressCheck, type FakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { payment } from '@/testing/payments'
import type { PersistedState } from './types'
import { WalletLoadError } from './WalletLoadError'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const C = THIRD_ACCOUNT.address

let pera: FakeWallet
let defly: FakeWallet
let lute: FakeWallet
let storage: Storage
let events: EventTarget

beforeEach(() => {
  pera = fakeWallet([{ address: A }, { address: B }])
  defly = fakeWallet([{ address: C, name: 'Savings' }])
  lute = fakeWallet([{ address: B }])
  storage = mapStorage()
  localStorage.clear()
  events = new EventTarget()
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
  vi.spyOn(logger, 'error').mockImplementation(() => undefined)
})
afterEach(() => {
  vi.restoreAllMocks()
  vi.useRealTimers()
})

function manager(extra: WalletManagerOptions = {}) {
  return createWalletManager({
    networks: ['testnet', 'betanet', 'mainnet'],
    defaultNetwork: 'testnet',
    storage,
    registry: fakeRegistry({ pera, defly, lute }),
    fetchAuthAddress: async () => undefined,
    eventTarget: events as unknown as Window,
    ...extra,
  })
}

function stored(): PersistedState | null {
  const text = storage.getItem(STORAGE_KEY)
  return text === null ? null : parseStoredText(text)
}

function seed(state: PersistedState) {
  storage.setItem(STORAGE_KEY, serializeState(state))
}

/** A: the right shape, a wrong checksum. */
const BAD = A.slice(0, -1) + 'A'

const session = (addresses: string[], wallet = 'Pera') => ({
  accounts: addresses.map((address, i) => ({ name: `${wallet} Account ${i + 1}`, address })),
  activeAccount: { name: `${wallet} Account 1`, address: addresses[0]! },
})

describe('connect', () => {
  it('stores the wallet and its accounts, names them, makes the first active, persists', async () => {
    const m = manager()
    await m.connect('pera')
    const s = m.store.getState()
    expect(s.activeWallet).toBe('pera')
    expect(s.wallets.pera).toEqual(session([A, B]))
    expect(stored()).toMatchObject({ activeWallet: 'pera', wallets: { pera: session([A, B]) } })
  })

  it('keeps names the wallet gives', async () => {
    const m = manager()
    await m.connect('defly')
    expect(m.store.getState().wallets.defly?.accounts).toEqual([{ name: 'Savings', address: C }])
  })

  it("throws 'No accounts found!' and changes nothing when the wallet shares none", async () => {
    pera.adapter.connect.mockResolvedValueOnce([])
    const m = manager()
    await expect(m.connect('pera')).rejects.toThrow('No accounts found!')
    expect(m.store.getState().wallets).toEqual({})
  })

  it('a rejected request leaves the session as it was', async () => {
    const m = manager()
    await m.connect('pera')
    defly.adapter.connect.mockRejectedValueOnce(new Error('Operation cancelled'))
    await expect(m.connect('defly')).rejects.toThrow('Operation cancelled')
    expect(m.store.getState().activeWallet).toBe('pera')
    expect(Object.keys(m.store.getState().wallets)).toEqual(['pera'])
  })

  it('connecting the same wallet again to add an account keeps the account the user acts with', async () => {
    const m = manager()
    await m.connect('pera')
    m.setActiveAccount(B)
    pera.adapter.connect.mockResolvedValueOnce([{ address: A }, { address: B }, { address: C }])
    await m.connect('pera')
    const s = m.store.getState().wallets.pera
    expect(s?.accounts.map((a) => a.address)).toEqual([A, B, C])
    expect(s?.activeAccount?.address).toBe(B)
  })

  it("refuses a wallet the network does not offer with 'Wallet not found'", async () => {
    const m = manager()
    await expect(m.connect('kmd')).rejects.toThrow('Wallet not found: kmd')
  })

  it("lists only configured wallets with an adapter, logging 'Wallet not found: {id}' for the others", () => {
    const m = manager()
    expect(m.walletEntries().map((e) => e.id)).toEqual(['defly', 'lute', 'pera'])
    expect(logger.warn).toHaveBeenCalledWith('Wallet not found: kibisis')
    expect(logger.warn).toHaveBeenCalledWith('Wallet not found: walletconnect')
  })
})

describe('disconnect', () => {
  it('disconnecting the active wallet clears the session', async () => {
    const m = manager()
    await m.connect('pera')
    await m.disconnect()
    expect(pera.adapter.disconnect).toHaveBeenCalledOnce()
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null })
    expect(stored()).toMatchObject({ wallets: {}, activeWallet: null })
  })

  it('a failing wallet disconnect still drops the session', async () => {
    const m = manager()
    await m.connect('pera')
    pera.adapter.disconnect.mockRejectedValueOnce(new Error('bridge server not active anymore'))
    await m.disconnect('pera')
    expect(m.store.getState().wallets).toEqual({})
  })

  it('disconnecting a non-active wallet keeps the active one throughout, writes once, settles after 500 ms', async () => {
    vi.useFakeTimers()
    const m = manager({ delay: undefined })
    await m.connect('defly')
    await m.connect('pera')
    const setItem = vi.spyOn(storage, 'setItem')
    const seen: (string | null)[] = []
    m.store.subscribe((s) => seen.push(s.activeWallet))
    let settled = false
    const done = m.disconnect('defly').then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    expect(defly.adapter.disconnect).toHaveBeenCalledOnce()
    expect(m.store.getState().wallets.defly).toBeUndefined()
    await vi.advanceTimersByTimeAsync(499)
    expect(settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(seen.every((active) => active === 'pera')).toBe(true)
    expect(setItem.mock.calls.filter(([key]) => key === STORAGE_KEY)).toHaveLength(1)
  })

  it('a wallet whose disconnect never answers is forgotten at once, and the call is bounded', async () => {
    const m = manager({ delay: async () => undefined })
    await m.connect('pera')
    pera.adapter.disconnect.mockImplementation(() => new Promise(() => undefined))
    const done = m.disconnect('pera')
    await vi.waitFor(() => expect(pera.adapter.disconnect).toHaveBeenCalled())
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null })
    await done
    expect(logger.warn).toHaveBeenCalledWith('Disconnecting pera failed', expect.any(Error))
  })
})

describe('accounts changed in the wallet', () => {
  it('replaces the accounts, keeping the active one when the wallet still shares it', async () => {
    const m = manager()
    await m.connect('pera')
    m.setActiveAccount(B)
    pera.contexts[0]!.onAccountsChanged!([{ address: B }, { address: C }])
    expect(m.store.getState().wallets.pera?.accounts.map((a) => a.address)).toEqual([B, C])
    expect(m.store.getState().wallets.pera?.activeAccount?.address).toBe(B)
    expect(stored()?.wallets.pera?.accounts.map((a) => a.address)).toEqual([B, C])
    pera.contexts[0]!.onAccountsChanged!([])
    expect(m.store.getState().wallets.pera).toBeUndefined()
  })
})

describe('connect: giving up and switching', () => {
  it('a prepared wallet is asked within the call, with nothing awaited first (a popup needs the click)', async () => {
    const m = manager()
    await m.prepare('lute')
    const connecting = m.connect('lute')
    expect(lute.adapter.connect).toHaveBeenCalledOnce()
    await connecting
  })

  it('a wallet whose code fails to load rejects with its name and reason; the next connect loads it again', async () => {
    const registry = fakeRegistry({ pera, defly, lute })
    const entry = registry.get('defly')!
    const load = vi
      .fn(entry.load)
      .mockRejectedValueOnce(new ReferenceError('global is not defined'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    const m = manager({ registry: new Map([...registry, ['defly', { ...entry, load }]]) })
    await expect(m.prepare('defly')).rejects.toMatchObject({
      message: 'Defly could not be loaded',
      reason: 'global is not defined',
    })
    await expect(m.connect('defly')).rejects.toBeInstanceOf(WalletLoadError)
    await m.connect('defly')
    expect(load).toHaveBeenCalledTimes(3)
    expect(m.store.getState().activeWallet).toBe('defly')
  })

  it('aborting a connect rejects at once as a cancellation; a late approval is disconnected', async () => {
    let approve: (accounts: { address: string }[]) => void = () => undefined
    pera.adapter.connect.mockImplementationOnce(() => new Promise((resolve) => (approve = resolve)))
    const m = manager()
    const controller = new AbortController()
    const connecting = m.connect('pera', { signal: controller.signal })
    await vi.waitFor(() => expect(pera.adapter.connect).toHaveBeenCalledWith(controller.signal))
    controller.abort()
    const error = await connecting.catch((e: unknown) => e)
    expect(isUserCancellation(error)).toBe(true)
    expect(m.store.getState().wallets).toEqual({})
    approve([{ address: A }])
    await vi.waitFor(() => expect(pera.adapter.disconnect).toHaveBeenCalledOnce())
    expect(m.store.getState().wallets).toEqual({})
  })

  it('a network switch while the wallet is open does not store it on the new network', async () => {
    let approve: (accounts: { address: string }[]) => void = () => undefined
    pera.adapter.connect.mockImplementationOnce(() => new Promise((resolve) => (approve = resolve)))
    const m = manager()
    const connecting = m.connect('pera')
    await vi.waitFor(() => expect(pera.adapter.connect).toHaveBeenCalled())
    await m.setNetwork('betanet')
    approve([{ address: A }])
    await expect(connecting).rejects.toThrow('The network changed while connecting')
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null, activeNetwork: 'betanet' })
    expect(stored()?.wallets).toEqual({})
  })
})

describe('resume and startup', () => {
  it('resumes each stored session once, replacing accounts that differ and keeping the active one', async () => {
    seed({
      wallets: { pera: { ...session([B]), activeAccount: { name: 'Pera Account 1', address: B } } },
      activeWallet: 'pera',
      activeNetwork: 'testnet',
    })
    const m = manager()
    await Promise.all([m.start(), m.start()])
    await m.start()
    expect(pera.adapter.resume).toHaveBeenCalledOnce()
    const s = m.store.getState()
    expect(s.wallets.pera?.accounts.map((a) => a.address)).toEqual([A, B])
    expect(s.wallets.pera?.activeAccount?.address).toBe(B)
    expect(s.status).toBe('ready')
  })

  it('a failing resume disconnects the wallet and rethrows', async () => {
    seed({ wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' })
    pera.adapter.resume.mockRejectedValueOnce(new Error('Session currently connected'))
    const m = manager()
    await expect(m.resume('pera')).rejects.toThrow('Session currently connected')
    expect(pera.adapter.disconnect).toHaveBeenCalledOnce()
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null })
    expect(stored()?.wallets).toEqual({})
  })

  it("a resume with no accounts disconnects with 'No accounts found!'", async () => {
    seed({ wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' })
    pera.adapter.resume.mockResolvedValueOnce([])
    const m = manager()
    await expect(m.resume('pera')).rejects.toThrow('No accounts found!')
    expect(m.store.getState().wallets).toEqual({})
  })

  it('startup drops stored wallets the network does not offer and survives a failing resume', async () => {
    seed({
      wallets: { kmd: session([C], 'KMD'), pera: session([A]), lute: session([B], 'Lute') },
      activeWallet: 'kmd',
      activeNetwork: 'testnet',
    })
    lute.adapter.resume.mockRejectedValueOnce(new Error('boom'))
    const m = manager()
    await m.start()
    const s = m.store.getState()
    expect(Object.keys(s.wallets)).toEqual(['pera'])
    expect(s.activeWallet).toBeNull()
    // pera resumed with both its accounts; kmd (not offered) and lute (failed) are gone.
    expect(stored()?.wallets).toEqual({ pera: session([A, B]) })
  })

  it('a stored account with a bad checksum is never resumed or asked to sign: the wallets go, the network stays', async () => {
    seed({
      wallets: { pera: session([B, BAD]), lute: session([C], 'Lute') },
      activeWallet: 'pera',
      activeNetwork: 'mainnet',
    })
    const check = heldAddressCheck()
    const m = manager({ loadAddressCheck: check.load })
    // At once: the network (by shape), the accounts held back until their checksums are known.
    expect(m.store.getState()).toMatchObject({ activeNetwork: 'mainnet', checked: false })
    const starting = m.start()
    const resuming = m.resume('pera')
    const signing = m.signTransactions([])
    check.release()
    await starting
    await resuming
    await expect(signing).rejects.toThrow('No active wallet')
    expect(pera.contexts).toHaveLength(0)
    expect(lute.contexts).toHaveLength(0)
    expect(m.store.getState()).toMatchObject({
      wallets: {},
      activeWallet: null,
      activeNetwork: 'mainnet',
      checked: true,
    })
    expect(stored()).toEqual({ wallets: {}, activeWallet: null, activeNetwork: 'mainnet' })
    expect(logger.error).toHaveBeenCalledWith('Persisted state is invalid')
  })

  it('stored accounts whose checksums pass are resumed once checked', async () => {
    seed({ wallets: { pera: session([A, B]) }, activeWallet: 'pera', activeNetwork: 'mainnet' })
    const check = heldAddressCheck()
    const m = manager({ loadAddressCheck: check.load })
    const starting = m.start()
    // Every pending step runs: nothing reaches the wallet before the check.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(pera.contexts).toHaveLength(0)
    check.release()
    await starting
    expect(pera.adapter.resume).toHaveBeenCalledOnce()
    expect(m.store.getState()).toMatchObject({ wallets: { pera: session([A, B]) }, checked: true })
    expect(logger.error).not.toHaveBeenCalled()
  })

  it('nothing stored: nothing to check, the check is not loaded', async () => {
    const loadAddressCheck = vi.fn(async () => isValidAddress)
    const m = manager({ loadAddressCheck })
    expect(m.store.getState().checked).toBe(true)
    await m.start()
    await m.connect('pera')
    expect(loadAddressCheck).not.toHaveBeenCalled()
  })

  it('a persisted network that is no longer configured falls back to the default', () => {
    seed({ wallets: {}, activeWallet: null, activeNetwork: 'localnet' })
    expect(manager().store.getState().activeNetwork).toBe('testnet')
  })

  it('the persisted network is used', () => {
    seed({ wallets: {}, activeWallet: null, activeNetwork: 'betanet' })
    expect(manager().store.getState().activeNetwork).toBe('betanet')
  })

  it('garbage in storage: default state, logged', () => {
    storage.setItem(STORAGE_KEY, '{not json')
    const m = manager()
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null, activeNetwork: 'testnet' })
    expect(logger.error).toHaveBeenCalledWith('Persisted state is invalid')
  })

  it('storage that throws on every call: works in memory, only logs', async () => {
    storage = mapStorage({}, { get: true, set: true })
    const m = manager()
    await m.connect('pera')
    expect(m.store.getState().activeWallet).toBe('pera')
    expect(logger.warn).toHaveBeenCalledWith('Wallet state: save failed', expect.any(Error))
  })
})

describe('stale WalletConnect v1 sessions', () => {
  it("forgetting a wallet clears its SDK's stored session, even when the wallet's disconnect fails", async () => {
    const m = manager()
    await m.connect('pera')
    localStorage.setItem(slotKey('pera'), 'pera-session')
    localStorage.setItem(slotKey('defly'), 'defly-session')
    pera.adapter.disconnect.mockRejectedValueOnce(new Error('bridge server not active anymore'))
    await m.disconnect('pera')
    expect(localStorage.getItem(slotKey('pera'))).toBeNull()
    expect(localStorage.getItem(slotKey('defly'))).toBe('defly-session')
  })

  it('a session the phone ended is cleared too', async () => {
    const m = manager()
    await m.connect('defly')
    localStorage.setItem(slotKey('defly'), 'defly-session')
    defly.contexts[0]!.onSessionEnded()
    expect(localStorage.getItem(slotKey('defly'))).toBeNull()
  })

  it('startup prunes the stored sessions of wallets the state does not hold', async () => {
    seed({ wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' })
    localStorage.setItem(slotKey('pera'), 'pera-session')
    localStorage.setItem(slotKey('defly'), 'defly-session')
    await manager().start()
    expect(localStorage.getItem(slotKey('pera'))).toBe('pera-session')
    expect(localStorage.getItem(slotKey('defly'))).toBeNull()
  })
})

describe('active wallet and account', () => {
  it('switches the active account within the wallet and the active wallet among connected ones', async () => {
    const m = manager()
    await m.connect('defly')
    await m.connect('pera')
    m.setActiveAccount(B)
    expect(m.store.getState().wallets.pera?.activeAccount).toEqual({ name: 'Pera Account 2', address: B })
    expect(() => m.setActiveAccount(C)).toThrow()
    m.setActiveWallet('defly')
    expect(m.store.getState().activeWallet).toBe('defly')
    expect(() => m.setActiveWallet('lute')).toThrow()
    expect(stored()?.activeWallet).toBe('defly')
  })

  it('a wallet that ends its session on its side is disconnected here', async () => {
    const m = manager()
    await m.connect('pera')
    pera.contexts[0]!.onSessionEnded()
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null })
  })
})

describe('network', () => {
  it('switching disconnects wallets the new network lacks and keeps the others', async () => {
    const m = manager()
    await m.connect('lute')
    await m.connect('pera')
    await m.setNetwork('betanet')
    const s = m.store.getState()
    await vi.waitFor(() => expect(pera.adapter.disconnect).toHaveBeenCalledOnce())
    expect(Object.keys(s.wallets)).toEqual(['lute'])
    expect(s.activeWallet).toBeNull()
    expect(s.activeNetwork).toBe('betanet')
    expect(stored()?.activeNetwork).toBe('betanet')
    await expect(m.setNetwork('localnet')).rejects.toThrow('Network not configured: localnet')
  })

  it('ends a WalletConnect session on switch (it is bound to the old chain), keeps a wallet that is not', async () => {
    const m = manager()
    await m.connect('lute')
    await m.connect('pera')
    await m.connect('defly')
    await m.setNetwork('mainnet')
    await vi.waitFor(() => expect(pera.adapter.disconnect).toHaveBeenCalledOnce())
    expect(defly.adapter.disconnect).toHaveBeenCalledOnce()
    expect(lute.adapter.disconnect).not.toHaveBeenCalled()
    expect(m.store.getState()).toMatchObject({ activeWallet: null, activeNetwork: 'mainnet' })
    expect(Object.keys(m.store.getState().wallets)).toEqual(['lute'])
    expect(stored()?.wallets).toEqual({ lute: m.store.getState().wallets.lute })
  })

  it('switches at once when a dropped wallet never answers its disconnect, which goes on in the background', async () => {
    // Neither the wallet nor the bound ever answers: only a switch that does not wait can finish.
    const m = manager({ delay: () => new Promise(() => undefined) })
    await m.connect('lute')
    await m.connect('pera')
    pera.adapter.disconnect.mockImplementation(() => new Promise(() => undefined))
    const setItem = vi.spyOn(storage, 'setItem')
    const done = m.setNetwork('betanet')
    // Switched before the call returns: the switcher is not held.
    expect(m.store.getState()).toMatchObject({ activeNetwork: 'betanet', activeWallet: null })
    expect(Object.keys(m.store.getState().wallets)).toEqual(['lute'])
    await done
    expect(stored()).toMatchObject({ activeNetwork: 'betanet', wallets: { lute: m.store.getState().wallets.lute } })
    expect(setItem.mock.calls.filter(([key]) => key === STORAGE_KEY)).toHaveLength(1)
    // The disconnect still goes to the adapter of the network it was connected on.
    await vi.waitFor(() => expect(pera.adapter.disconnect).toHaveBeenCalledOnce())
    expect(pera.contexts.map((c) => c.network.id)).toEqual(['testnet'])
  })
})

describe('auth address', () => {
  it('unknown at start, fetched for the active account then ready, cleared without an active wallet', async () => {
    const fetchAuthAddress = vi.fn(async (_net: unknown, address: string) => (address === B ? C : undefined))
    const m = manager({ fetchAuthAddress })
    expect(m.store.getState().authAddress).toEqual({ status: 'unknown', address: null })
    await m.connect('pera')
    await vi.waitFor(() => expect(m.store.getState().authAddress).toEqual({ status: 'ready', address: null }))
    m.setActiveAccount(B)
    await vi.waitFor(() => expect(m.store.getState().authAddress).toEqual({ status: 'ready', address: C }))
    expect(fetchAuthAddress).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'testnet' }), B)
    await m.disconnect()
    expect(m.store.getState().authAddress).toEqual({ status: 'unknown', address: null })
  })

  it('a failed lookup is logged, the auth address empty and still ready', async () => {
    const m = manager({ fetchAuthAddress: async () => Promise.reject(new Error('not found')) })
    await m.connect('pera')
    await vi.waitFor(() => expect(m.store.getState().authAddress).toEqual({ status: 'ready', address: null }))
    expect(logger.error).toHaveBeenCalledWith('Auth address lookup failed', expect.any(Error))
  })
})

describe('tab sync', () => {
  /** Another tab's write: storage changes, then this tab gets the event. */
  function fire(key: string | null, newValue: string | null) {
    if (key === null) storage.clear()
    else if (newValue === null) storage.removeItem(key)
    else storage.setItem(key, newValue)
    event(key, newValue)
  }
  function event(key: string | null, newValue: string | null) {
    const e = new Event('storage') as StorageEvent
    Object.assign(e, { key, newValue })
    events.dispatchEvent(e)
  }

  it('re-reads storage: an event arriving after a later write does not undo that write', () => {
    const m = manager()
    const first: PersistedState = { wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' }
    const second: PersistedState = { wallets: {}, activeWallet: null, activeNetwork: 'mainnet' }
    storage.setItem(STORAGE_KEY, serializeState(first))
    storage.setItem(STORAGE_KEY, serializeState(second))
    event(STORAGE_KEY, serializeState(second))
    event(STORAGE_KEY, serializeState(first))
    expect(m.store.getState()).toMatchObject(second)
  })

  it('adopts what another tab wrote without writing it back, and ignores invalid writes', async () => {
    const m = manager()
    const other: PersistedState = { wallets: { pera: session([A, B]) }, activeWallet: 'pera', activeNetwork: 'testnet' }
    const setItem = vi.spyOn(storage, 'setItem')
    fire(STORAGE_KEY, serializeState(other))
    expect(m.store.getState()).toMatchObject(other)
    // Only the other tab's own write.
    expect(setItem).toHaveBeenCalledOnce()
    fire(STORAGE_KEY, '{"garbage": true}')
    expect(m.store.getState()).toMatchObject(other)
    fire('something-else', null)
    expect(m.store.getState()).toMatchObject(other)
    fire(STORAGE_KEY, null)
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null })
  })

  it("another tab's account with a bad checksum: ignored once the check has loaded, discarded when it loads", async () => {
    seed({ wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' })
    const check = heldAddressCheck()
    const m = manager({ loadAddressCheck: check.load })
    const bad: PersistedState = {
      wallets: { lute: session([BAD], 'Lute') },
      activeWallet: 'lute',
      activeNetwork: 'testnet',
    }
    // Before: adopted, as the stored state was, and held back until checked.
    fire(STORAGE_KEY, serializeState(bad))
    expect(m.store.getState()).toMatchObject({ ...bad, checked: false })
    check.release()
    await m.start()
    expect(m.store.getState()).toMatchObject({ wallets: {}, activeWallet: null, checked: true })
    expect(lute.contexts).toHaveLength(0)
    // After: refused at once, ours kept.
    await m.connect('pera')
    fire(STORAGE_KEY, serializeState(bad))
    expect(m.store.getState()).toMatchObject({ activeWallet: 'pera', checked: true })
    expect(Object.keys(m.store.getState().wallets)).toEqual(['pera'])
  })

  it("another tab's accounts are shown and signed for only once this tab's session of their wallet reports them", async () => {
    const m = manager()
    await m.connect('pera')
    const shown = () => withoutPending(m.store.getState().wallets, m.store.getState().pendingAccounts)
    // The other tab added C to Pera and made it active, and connected Lute: this tab's Pera reports A and B only.
    const withC = session([A, B, C])
    const other: PersistedState = {
      wallets: {
        pera: { ...withC, activeAccount: withC.accounts[2]! },
        lute: session([B], 'Lute'),
      },
      activeWallet: 'pera',
      activeNetwork: 'testnet',
    }
    lute.adapter.resume.mockRejectedValue(new Error('no session in this tab'))
    fire(STORAGE_KEY, serializeState(other))
    // Kept as the other tab wrote it (never written away from here), but not shown.
    expect(m.store.getState().wallets).toEqual(other.wallets)
    await vi.waitFor(() => expect(pera.adapter.resume).toHaveBeenCalled())
    await vi.waitFor(() => expect(m.store.getState().pendingAccounts).toEqual({ pera: [C], lute: [B] }))
    expect(shown()).toEqual({ pera: session([A, B]) })
    expect(await m.signTransactions([payment(C, 1)], undefined, { alsoSign: [C] })).toEqual([null])
    expect(pera.adapter.signTransactions).not.toHaveBeenCalled()
    // Once this tab's Pera holds C as well, the next word from the other tab shows it.
    pera.adapter.resume.mockResolvedValue([{ address: A }, { address: B }, { address: C }])
    fire(STORAGE_KEY, serializeState({ ...other, wallets: { pera: other.wallets.pera } }))
    await vi.waitFor(() => expect(m.store.getState().pendingAccounts).toEqual({}))
    expect(shown().pera?.accounts.map((a) => a.address)).toEqual([A, B, C])
    expect(shown().pera?.activeAccount?.address).toBe(C)
  })

  it('stops listening after destroy', () => {
    const m = manager()
    m.destroy()
    fire(
      STORAGE_KEY,
      serializeState({ wallets: { pera: session([A]) }, activeWallet: 'pera', activeNetwork: 'testnet' }),
    )
    expect(m.store.getState().activeWallet).toBeNull()
  })
})
