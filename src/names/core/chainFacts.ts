/**
 * What a name's contract says about it, decoded from the app's global state. Pure (no algosdk):
 * the transaction flow compares it with the API's record, the API-down fallback shows it.
 * Every contract version the app supports (1.x, 2.x, 3.x) keeps its `i.*` values as bytes:
 * numbers as 8-byte big-endian values, addresses as 32-byte public keys, text as UTF-8.
 */
import { encodeAddress } from '@/lib/address'
import { AppError } from '@/lib/AppError'
import { i18n, params } from '@/lib/i18n/i18n'

// A flow that reads a broken state says so in these words.
const messages = i18n('names/core/chainFacts', {
  notNumber: params("The contract's {key} is {length} bytes, not a number"),
  notAddress: params("The contract's {key} is {length} bytes, not an address"),
  registryEntry: params('Registry entry of {name} is {length} bytes, expected 16'),
})

export interface ChainFacts {
  name: string
  appId: bigint
  asaId: bigint
  /** The app's own i.name; must equal `name` for the answer to be trusted. */
  appName: string | null
  owner: string | null
  seller: string | null
  /** µALGO; 0n when not for sale. */
  sellAmount: bigint
  reservedFor: string | null
  /** i.ver as written (e.g. "3.0"), null when the app has none. */
  version: string | null
  /** i.expirationTime in ms; null for a lifetime name (none, or 0). */
  expiresAt: number | null
  /** i.commission1Agent.a: where the contract pays its commission on a sale; null when no one. */
  commissionAgent: string | null
}

/** One global-state entry as algod gives it: type 1 is bytes, type 2 a uint. */
export interface StateEntry {
  key: Uint8Array
  value: { type: number; bytes: Uint8Array; uint: bigint | number }
}

/** The majors whose layout is the one above; anything else is refused, not guessed. */
const KNOWN_MAJORS = new Set([1, 2, 3])

export function isKnownVersion(version: string | null): boolean {
  const match = /^(\d+)\.\d+/.exec(version ?? '')
  return match !== null && KNOWN_MAJORS.has(Number(match[1]))
}

const decoder = new TextDecoder()

function uint64(key: string, entry: StateEntry | undefined): bigint {
  if (!entry) return 0n
  if (entry.value.type === 2) return BigInt(entry.value.uint)
  const { bytes } = entry.value
  if (bytes.length !== 8) throw new AppError(messages.get().notNumber({ key, length: bytes.length }))
  return new DataView(bytes.buffer, bytes.byteOffset, 8).getBigUint64(0, false)
}

/** A 32-byte key as an address; absent or all zeros is no one. */
function address(key: string, entry: StateEntry | undefined): string | null {
  if (!entry || entry.value.type !== 1 || entry.value.bytes.length === 0) return null
  const { bytes } = entry.value
  if (bytes.length !== 32) throw new AppError(messages.get().notAddress({ key, length: bytes.length }))
  return bytes.some((byte) => byte !== 0) ? encodeAddress(bytes) : null
}

function text(entry: StateEntry | undefined): string | null {
  return entry && entry.value.type === 1 ? decoder.decode(entry.value.bytes) : null
}

/** Decodes the facts from the registry's entry (ids) and the app's global state. */
export function chainFactsOf(name: string, ids: { appId: bigint; asaId: bigint }, state: readonly StateEntry[]) {
  const byKey = new Map(state.map((entry) => [decoder.decode(entry.key), entry]))
  const facts: ChainFacts = {
    name,
    appId: ids.appId,
    asaId: ids.asaId,
    appName: text(byKey.get('i.name')),
    owner: address('i.owner.a', byKey.get('i.owner.a')),
    seller: address('i.seller.a', byKey.get('i.seller.a')),
    sellAmount: uint64('i.sellamt', byKey.get('i.sellamt')),
    reservedFor: address('i.reservedOwner.a', byKey.get('i.reservedOwner.a')),
    version: text(byKey.get('i.ver')),
    expiresAt: Number(uint64('i.expirationTime', byKey.get('i.expirationTime'))) * 1000 || null,
    commissionAgent: address('i.commission1Agent.a', byKey.get('i.commission1Agent.a')),
  }
  return facts
}

/** The registry's name box: the asset id in bytes 0–7, the app id in bytes 8–15. */
export function registryEntryOf(name: string, value: Uint8Array): { appId: bigint; asaId: bigint } {
  if (value.length < 16) throw new AppError(messages.get().registryEntry({ name, length: value.length }))
  const view = new DataView(value.buffer, value.byteOffset, value.byteLength)
  return { asaId: view.getBigUint64(0, false), appId: view.getBigUint64(8, false) }
}
