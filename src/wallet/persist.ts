/**
 * Persisted wallet state: strict validation and storage access that never throws.
 * Strict means known wallet ids, accounts as {name, address}, the active account among them, the
 * active wallet among the wallets and a known network. Anything else is discarded with
 * 'Persisted state is invalid'. Reading the state at start checks addresses by shape only (the
 * network is needed at once); checksums need a hash loaded after the first render: pass
 * `isValidAddress` as `isAddress`, as the wallet manager does before it shows or uses an account.
 */
import { isNetworkId, isWalletId, type NetworkId, type WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
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

function isSession(value: unknown, isAddress: AddressCheck): value is WalletSession {
  if (!isRecord(value) || !Array.isArray(value.accounts) || value.accounts.length === 0) return false
  if (!value.accounts.every((account) => isAccount(account, isAddress))) return false
  const active = value.activeAccount
  if (active === null) return true
  return (
    isAccount(active, isAddress) &&
    value.accounts.some((a: WalletAccount) => a.address === active.address && a.name === active.name)
  )
}

/** The state as stored, or null when it is not exactly what we write. Pure. */
export function parsePersistedState(raw: unknown, isAddress: AddressCheck = hasAddressShape): PersistedState | null {
  if (!isRecord(raw) || !isRecord(raw.wallets)) return null
  const wallets: WalletSessions = {}
  for (const [id, session] of Object.entries(raw.wallets)) {
    if (!isWalletId(id) || !isSession(session, isAddress)) return null
    wallets[id] = { accounts: session.accounts.map(copyAccount), activeAccount: copyOrNull(session.activeAccount) }
  }
  const activeWallet = raw.activeWallet
  if (activeWallet !== null && !(isWalletId(activeWallet) && wallets[activeWallet])) return null
  if (!isNetworkId(raw.activeNetwork)) return null
  return { wallets, activeWallet, activeNetwork: raw.activeNetwork }
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
  const parsed = parseStoredText(text)
  if (!parsed) {
    logger.error('Persisted state is invalid')
    return fallback
  }
  return withKnownNetwork(parsed, opts)
}

/** JSON text to state, null on anything that is not valid state. Never throws. */
export function parseStoredText(text: string, isAddress: AddressCheck = hasAddressShape): PersistedState | null {
  try {
    return parsePersistedState(JSON.parse(text), isAddress)
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
  return JSON.stringify({ wallets, activeWallet, activeNetwork })
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
