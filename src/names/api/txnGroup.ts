/**
 * A write reply is a JSON string that holds JSON: `[["u"|"s", base64], ...]`. "u" entries are
 * unsigned transactions for the user's wallet to sign; "s" entries are already signed and must
 * be submitted byte for byte. Order is kept: it is the group's order.
 */
import { MalformedResponseError } from '@/lib/errors'

type TxnKind = 'u' | 's'

export interface TxnGroupEntry {
  kind: TxnKind
  bytes: Uint8Array
}

function base64ToBytes(b64: string): Uint8Array {
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(b64) || b64.length % 4 !== 0) throw new Error('not base64')
  const binary = atob(b64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i)
  return bytes
}

/** `body` is the reply already parsed once (a string); a pre-parsed array is accepted too. */
export function decodeTxnGroup(body: unknown): TxnGroupEntry[] {
  let pairs: unknown = body
  if (typeof body === 'string') {
    try {
      pairs = JSON.parse(body) as unknown
    } catch {
      throw new MalformedResponseError('The transaction group from the name service is not valid JSON')
    }
  }
  if (!Array.isArray(pairs) || pairs.length === 0) {
    throw new MalformedResponseError('The name service sent an empty or invalid transaction group')
  }
  return pairs.map((pair: unknown, index) => {
    if (!Array.isArray(pair) || pair.length !== 2) {
      throw new MalformedResponseError(`Transaction ${index} of the group is not a [kind, base64] pair`)
    }
    const [kind, b64] = pair as unknown[]
    if ((kind !== 'u' && kind !== 's') || typeof b64 !== 'string') {
      throw new MalformedResponseError(`Transaction ${index} of the group has an unknown kind`)
    }
    try {
      const bytes = base64ToBytes(b64)
      if (bytes.length === 0) throw new Error('empty')
      return { kind, bytes }
    } catch {
      throw new MalformedResponseError(`Transaction ${index} of the group is not valid base64`)
    }
  })
}

/** The inverse, used by the mock service and tests: entries -> the API's doubly encoded body. */
export function encodeTxnGroup(entries: readonly TxnGroupEntry[]): string {
  const pairs = entries.map(({ kind, bytes }) => [kind, btoa(String.fromCharCode(...bytes))])
  return JSON.stringify(pairs)
}
