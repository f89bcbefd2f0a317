/**
 * Pera and Defly both keep their WalletConnect v1 session in localStorage 'walletconnect'.
 * Each SDK call runs with its own wallet's snapshot swapped into that key, and the key is
 * saved back to the wallet's slot afterwards, so neither overwrites the other's session.
 *
 * Rules: calls are serialised, across tabs too (Web Locks where the browser has them), so two
 * swaps never interleave and one tab never saves another wallet's session into its slot.
 * Storage that is disabled or full never throws here: the SDK call's own result or error is
 * what the caller gets, so a signature already made is never lost to a failed save.
 * A call its caller gave up on (a phone that never answers) releases the slot at once: the
 * calls queued behind it must not wait for it.
 */
import type { WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { untilAborted } from '../untilAborted'

export const SHARED_WC_KEY = 'walletconnect'
const LOCK_NAME = 'nfd-wallet:walletconnect'

export function slotKey(slot: string): string {
  return `nfd-wallet:${slot}:${SHARED_WC_KEY}`
}

/** Keys an SDK keeps beside the shared one, its own (not shared): cleared when its wallet is forgotten. */
const SDK_OWN_KEYS: Partial<Record<WalletId, string>> = { pera: 'PeraWallet.Wallet', defly: 'DeflyWallet.Wallet' }

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

function get(key: string): string | null {
  try {
    return storage()?.getItem(key) ?? null
  } catch (error) {
    logger.warn(`Wallet storage: reading ${key} failed`, error)
    return null
  }
}

function put(key: string, value: string | null): void {
  try {
    const s = storage()
    if (value === null) s?.removeItem(key)
    else s?.setItem(key, value)
  } catch (error) {
    logger.warn(`Wallet storage: writing ${key} failed`, error)
  }
}

/** Forgets a wallet's stored session: its slot and the SDK's own key. Never throws. */
export function clearSlot(id: WalletId): void {
  put(slotKey(id), null)
  const own = SDK_OWN_KEYS[id]
  if (own) put(own, null)
}

type Locks = { request<T>(name: string, fn: () => Promise<T>): Promise<T> }

function crossTabLocks(): Locks | null {
  const locks = (globalThis.navigator as { locks?: Locks } | undefined)?.locks
  return locks && typeof locks.request === 'function' ? locks : null
}

let queue: Promise<unknown> = Promise.resolve()

function swapped<T>(slot: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  return (async () => {
    const outside = get(SHARED_WC_KEY)
    put(SHARED_WC_KEY, get(slotKey(slot)))
    try {
      return await untilAborted(fn(), signal)
    } finally {
      put(slotKey(slot), get(SHARED_WC_KEY))
      put(SHARED_WC_KEY, outside)
    }
  })()
}

export function inStorageSlot<T>(slot: string, fn: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const run = queue.then(() => {
    const locks = crossTabLocks()
    return locks ? locks.request(LOCK_NAME, () => swapped(slot, fn, signal)) : swapped(slot, fn, signal)
  })
  queue = run.catch(() => undefined)
  return run
}
