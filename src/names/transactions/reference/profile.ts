/**
 * A profile update as TxnLab/nfd-sdk composes it (packages/sdk/src/modules/manager.ts @ 77750771,
 * setMetadata): one payment to the name's contract for the storage the values take, then one
 * `updateFields` per field; a value longer than 128 characters is split into `field.1` …
 * `field.n` with `field.count` saying how many. Cleared values are removed with `deleteFields`
 * (NFDInstance ARC-56), which the SDK does not compose.
 */
import { call, pay, type ReferenceStep } from './layout'

/** The longest value one field holds; longer ones are split (the SDK's limit). */
const FIELD_CHUNK = 128

/** Field and value pairs as the contract stores them: long values split into numbered parts and a count. */
export function splitFields(pairs: readonly (readonly [string, string])[]): [string, string][] {
  return pairs.flatMap(([field, value]): [string, string][] => {
    if (value.length <= FIELD_CHUNK) return [[field, value]]
    const parts = Math.ceil(value.length / FIELD_CHUNK)
    const chunks = Array.from({ length: parts }, (_, i): [string, string] => [
      `${field}.${i + 1}`,
      value.slice(i * FIELD_CHUNK, (i + 1) * FIELD_CHUNK),
    ])
    return [...chunks, [`${field}.count`, String(parts)]]
  })
}

const bytes = (text: string) => new TextEncoder().encode(text)

interface ProfileUpdate {
  /** The fields set, already split. */
  set: readonly (readonly [string, string])[]
  /** The fields cleared. */
  clear: readonly string[]
  /** µALGO of storage the new values take (0: no payment). */
  deposit: bigint
}

export function profileLayout({ set, clear, deposit }: ProfileUpdate): ReferenceStep[] {
  return [
    ...(deposit > 0n ? [pay('name', deposit)] : []),
    ...set.map(([field, value]) => call('name', 'updateFields', [[bytes(field), bytes(value)]])),
    ...(clear.length ? [call('name', 'deleteFields', [clear.map(bytes)])] : []),
  ]
}
