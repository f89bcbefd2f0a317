/**
 * Persisted wallet state: validation and storage access that never throws.
 * Valid means known wallet ids, accounts as {name, address}, the active account among them, the
 * active wallet among the wallets and a known network. At start-up a bad account or wallet is
 * dropped alone and logged (the rest stay); a state with no known network is discarded with
 * 'Persisted state is invalid'. Another tab's write is read strictly: all of it or none.
 * Version 1 was the bare object; version 2 wraps it in `{version, data}`. Reading the state at start checks addresses by shape only (the
 * network is needed at once); checksums need a hash loaded after the first render: pass
 * `isValidAddress` as `isAddress`, as the wallet manager does before it shows or uses an account.
 */
import { isNetworkId, isWalletId, type NetworkId, type WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { encodeStored, keepEntries, upgradeStoredValue, type DropEntry, type StoredFormat } from '@/lib/storedFormat'
import { hasAddressShape } from '@/lib/hasAddressShape'
import type { AddressCheck } from '@/lib/loadAddressCheck'
import type { PersistedState, WalletAccount, WalletSession, WalletSessions } from './types'

export const STORAGE_KEY = 'nfd-wallet:v1'

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isAccount(value: unknown, isAddress: AddressCheck): value is WalletAccount {
  return (
    isRecord(value) && Object.keys(value).length === 2 && typeof value.name === 'string' && isAddress(value.address)
  )
}

const walletStateFormat: Omit<StoredFormat<PersistedState>, 'read'> = {
  what: 'Wallet state',
  version: 2,
  upgrades: { 1: (data) => data },
}

/** The session as stored; with `drop`, a bad account is dropped alone and a bad active one unset. */
function readSession(value: unknown, isAddress: AddressCheck, drop?: DropEntry): WalletSession | null {
  if (!isRecord(value) || !Array.isArray(value.accounts)) return null
  const accept = (a: unknown): a is WalletAccount => isAccount(a, isAddress)
  if (!drop && !value.accounts.every(accept)) return null
  const accounts = drop ? keepEntries(value.accounts, accept, drop, 'invalid account') : value.accounts
  if (accounts.length === 0) return null
  const active = value.activeAccount
  const activeOk =
    active === null ||
    (isAccount(active, isAddress) && accounts.some((a) => a.address === active.address && a.name === active.name))
  if (!activeOk && !drop) return null
  if (!activeOk) drop?.('invalid active account', active)
  return {
    accounts: accounts.map(copyAccount),
    activeAccount: activeOk ? copyOrNull(active as WalletAccount | null) : null,
  }
}

/**
 * The state as stored (either version), or null when it has no wallets record or no known network. Without
 * `drop` anything not exactly what we write is null; with it, bad entries go through `drop`. Pure.
 */
export function parsePersistedState(
  stored: unknown,
  isAddress: AddressCheck = hasAddressShape,
  drop?: DropEntry,
): PersistedState | null {
  const raw = upgradeStoredValue(stored, walletStateFormat)
  if (!isRecord(raw) || !isRecord(raw.wallets)) return null
  const wallets: WalletSessions = {}
  for (const [id, value] of Object.entries(raw.wallets)) {
    const session = isWalletId(id) ? readSession(value, isAddress, drop) : null
    if (session && isWalletId(id)) wallets[id] = session
    else if (drop) drop('invalid wallet', { [id]: value })
    else return null
  }
  let activeWallet = raw.activeWallet
  if (activeWallet !== null && !(isWalletId(activeWallet) && wallets[activeWallet])) {
    if (!drop) return null
    drop('active wallet not connected', activeWallet)
    activeWallet = null
  }
  if (!isNetworkId(raw.activeNetwork)) return null
  return { wallets, activeWallet: activeWallet as WalletId | null, activeNetwork: raw.activeNetwork }
}

function copyAccount(a: WalletAccount): WalletAccount {
  return { name: a.name, address: a.address }
}

function copyOrNull(a: WalletAccount | null): WalletAccount | null {
  return a ? copyAccount(a) : null
}

export function defaultState(network: NetworkId): PersistedState {
  return { wallets: {}, activeWallet: null, activeNetwork: network }
}

export interface LoadOptions {
  /** Networks this build offers; a stored network outside them falls back to the default. */
  networks: readonly NetworkId[]
  defaultNetwork: NetworkId
}

/** Parses the stored text; logs and falls back to the default on anything unexpected. */
export function decodeStoredState(text: string | null, opts: LoadOptions): PersistedState {
  const fallback = defaultState(opts.defaultNetwork)
  if (text === null) return fallback
  const drop: DropEntry = (reason, entry) => logger.warn(`Wallet state: dropped a stored entry (${reason})`, entry)
  const parsed = parseStoredText(text, hasAddressShape, drop)
  if (!parsed) {
    logger.error('Persisted state is invalid')
    return fallback
  }
  return withKnownNetwork(parsed, opts)
}

/** JSON text to state, null on anything that is not valid state. Never throws. */
export function parseStoredText(
  text: string,
  isAddress: AddressCheck = hasAddressShape,
  drop?: DropEntry,
): PersistedState | null {
  try {
    return parsePersistedState(JSON.parse(text), isAddress, drop)
  } catch {
    return null
  }
}

/** Whether every account's address passes `isAddress` (the active one is among them). Pure. */
export function everyAddressPasses(state: PersistedState, isAddress: AddressCheck): boolean {
  return Object.values(state.wallets).every((session) => session.accounts.every((a) => isAddress(a.address)))
}

/** A network this build no longer offers (or a reset) falls back to the default. */
export function withKnownNetwork(state: PersistedState, opts: LoadOptions): PersistedState {
  const networkOk = opts.networks.includes(state.activeNetwork)
  return networkOk ? state : { ...state, activeNetwork: opts.defaultNetwork }
}

/** localStorage, or null when the browser refuses it (disabled, sandboxed). */
export function browserStorage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch (error) {
    logger.warn('Wallet state: storage unavailable, keeping it in memory', error)
    return null
  }
}

export function readState(storage: Storage | null, key: string): string | null {
  if (!storage) return null
  try {
    return storage.getItem(key)
  } catch (error) {
    logger.warn('Wallet state: load failed', error)
    return null
  }
}

export function writeState(storage: Storage | null, key: string, state: PersistedState): void {
  writeItem(storage, key, serializeState(state))
}

/** Stores a value (null removes it); full or disabled storage is only logged: the app keeps working in memory. */
export function writeItem(storage: Storage | null, key: string, value: string | null): void {
  if (!storage) return
  try {
    if (value === null) storage.removeItem(key)
    else storage.setItem(key, value)
  } catch (error) {
    logger.warn('Wallet state: save failed', error)
  }
}

export function serializeState(state: PersistedState): string {
  const { wallets, activeWallet, activeNetwork } = state
  return encodeStored(walletStateFormat, { wallets, activeWallet, activeNetwork })
}

/** Drops wallets this network does not offer; clears the active one if it went. Pure. */
export function keepConfiguredWallets(state: PersistedState, configured: readonly WalletId[]): PersistedState {
  const wallets: WalletSessions = {}
  for (const [id, session] of Object.entries(state.wallets) as [WalletId, WalletSession][]) {
    if (configured.includes(id)) wallets[id] = session
  }
  const activeWallet = state.activeWallet && wallets[state.activeWallet] ? state.activeWallet : null
  return { ...state, wallets, activeWallet }
}
