/**
 * Verification challenges the owner left open ("Later"), kept in localStorage one key per
 * network, name and field: the service cannot return a challenge it issued, and refuses a second
 * one while the first is waiting. Each entry is validated on read; a bad or lapsed one is removed
 * alone. An entry lasts PENDING_VERIFICATION_LIFETIME_MS; if the service forgets it sooner, the
 * confirm call says so and the dialog asks for a new one.
 */
import { isNetworkId, type NetworkId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { decodeStoredText, encodeStored, isPlainRecord, type StoredFormat } from '@/lib/storedFormat'
import type { VerifiableField } from '../api/types'
import { VERIFY_SPECS } from './verifyFields'

/** Longer than the service keeps a challenge, so the app never forgets one the service still holds. */
export const PENDING_VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000
/** A request time this far ahead of the clock is not one this app wrote. */
const CLOCK_SKEW_MS = 5 * 60 * 1000

const PENDING_VERIFICATION_PREFIX = 'nfd-verify-pending:'

/** Dispatched on window after a save or a removal, so the profile and the dialog agree. */
export const PENDING_VERIFICATION_EVENT = 'nfd-verify-pending'

const FIELDS: readonly VerifiableField[] = VERIFY_SPECS.map((spec) => spec.field)

export interface PendingVerification {
  network: NetworkId
  name: string
  field: VerifiableField
  /** The owner who asked: another account holding the name later does not see it. */
  sender: string
  /** The service's challenge id and text ('' when the code goes by e-mail). */
  id: string
  challenge: string
  /** The profile value the challenge was asked for. */
  value: string
  /** ms since the epoch. */
  requestedAt: number
}

type Where = Pick<PendingVerification, 'network' | 'name' | 'field'>

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export const pendingVerificationKey = ({ network, name, field }: Where) =>
  `${PENDING_VERIFICATION_PREFIX}v1:${network}:${name}:${field}`

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max

function isPendingVerification(value: unknown): value is PendingVerification {
  if (!isPlainRecord(value)) return false
  return (
    isNetworkId(value.network) &&
    isText(value.name, 300) &&
    value.name.length > 0 &&
    FIELDS.includes(value.field as VerifiableField) &&
    typeof value.sender === 'string' &&
    /^[A-Z2-7]{58}$/.test(value.sender) &&
    isText(value.id, 200) &&
    isText(value.challenge, 2000) &&
    isText(value.value, 500) &&
    value.value.trim().length > 0 &&
    typeof value.requestedAt === 'number' &&
    Number.isFinite(value.requestedAt)
  )
}

const pendingVerificationFormat: StoredFormat<PendingVerification | null> = {
  what: 'Pending verification',
  version: 1,
  upgrades: {},
  read: (data, drop) => {
    if (isPendingVerification(data)) return data
    if (data !== null) drop('invalid', data)
    return null
  },
}

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Accessing localStorage itself throws when storage is disabled.
    return null
  }
}

function changed(): void {
  if (typeof window !== 'undefined') window.dispatchEvent(new Event(PENDING_VERIFICATION_EVENT))
}

/** Why a stored entry cannot be used now, or null when it can. */
function unusable(entry: PendingVerification, where: Where, now: number): string | null {
  if (entry.network !== where.network || entry.name !== where.name || entry.field !== where.field)
    return 'stored under another key'
  if (entry.requestedAt > now + CLOCK_SKEW_MS) return 'requested in the future'
  if (now - entry.requestedAt >= PENDING_VERIFICATION_LIFETIME_MS) return 'lapsed'
  return null
}

/** The challenge waiting for this field, or null; a bad or lapsed entry is removed. */
export function readPendingVerification(
  where: Where,
  now = Date.now(),
  storage: StorageLike | null = defaultStorage(),
): PendingVerification | null {
  if (!storage) return null
  const key = pendingVerificationKey(where)
  try {
    const text = storage.getItem(key)
    if (text === null) return null
    const entry = decodeStoredText(text, pendingVerificationFormat)
    const reason = entry ? unusable(entry, where, now) : 'invalid'
    if (!reason) return entry
    if (entry) logger.warn(`Pending verification: dropped a stored entry (${reason})`, where)
    storage.removeItem(key)
    return null
  } catch (error) {
    logger.warn('Could not read a pending verification', error)
    return null
  }
}

/** Every challenge waiting on this name, one per field; each read (and dropped) on its own. */
export function readPendingVerifications(
  network: NetworkId,
  name: string,
  now = Date.now(),
  storage: StorageLike | null = defaultStorage(),
): PendingVerification[] {
  return FIELDS.flatMap((field) => readPendingVerification({ network, name, field }, now, storage) ?? [])
}

export function savePendingVerification(
  entry: PendingVerification,
  storage: StorageLike | null = defaultStorage(),
): void {
  try {
    storage?.setItem(pendingVerificationKey(entry), encodeStored(pendingVerificationFormat, entry))
  } catch (error) {
    logger.warn('Could not save a pending verification', error)
  }
  changed()
}

export function clearPendingVerification(where: Where, storage: StorageLike | null = defaultStorage()): void {
  try {
    storage?.removeItem(pendingVerificationKey(where))
  } catch (error) {
    logger.warn('Could not clear a pending verification', error)
  }
  changed()
}
