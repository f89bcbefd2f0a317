/**
 * Algorand payment URIs (`algorand://ADDRESS?amount=…&asset=…&label=…`), as wallets scan them:
 * the amount in the asset's base units (µALGO for ALGO), no asset for ALGO, the label naming the
 * receiver. `note` is a note the payer may edit, `xnote` one they may not. Values are UTF-8,
 * percent-encoded; keys are case-sensitive, the scheme is not.
 */
import { isValidAddress } from './address'

export interface PaymentRequest {
  address: string
  /** Base units; absent: the payer chooses. */
  amount?: bigint
  /** Absent: ALGO. */
  asset?: bigint
  label?: string
  note?: string
  xnote?: string
}

const SCHEME = 'algorand://'
const DIGITS = /^\d{1,20}$/
const MAX_UINT64 = 2n ** 64n - 1n

export function buildPaymentUri(request: PaymentRequest): string {
  const params: [string, string][] = []
  if (request.amount !== undefined) params.push(['amount', request.amount.toString()])
  if (request.asset !== undefined && request.asset !== 0n) params.push(['asset', request.asset.toString()])
  if (request.label) params.push(['label', request.label])
  if (request.note) params.push(['note', request.note])
  if (request.xnote) params.push(['xnote', request.xnote])
  const query = params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')
  return `${SCHEME}${request.address}${query ? `?${query}` : ''}`
}

export type ParsedUri = { ok: true; request: PaymentRequest } | { ok: false; message: string }

function uint64(key: string, raw: string): bigint | string {
  if (!DIGITS.test(raw) || BigInt(raw) > MAX_UINT64) return `${key} must be a whole number of base units`
  return BigInt(raw)
}

function decoded(raw: string): string | null {
  try {
    return decodeURIComponent(raw)
  } catch {
    return null
  }
}

/** Reads a payment URI; unknown keys are left for future extensions, a repeated one is refused. */
export function parsePaymentUri(text: string): ParsedUri {
  if (text.slice(0, SCHEME.length).toLowerCase() !== SCHEME) return { ok: false, message: 'not an algorand:// URI' }
  const [address = '', query] = text.slice(SCHEME.length).split(/\?(.*)/s)
  if (!isValidAddress(address)) return { ok: false, message: 'not a valid Algorand address' }
  const request: PaymentRequest = { address }
  const seen = new Set<string>()
  for (const part of query ? query.split('&') : []) {
    const at = part.indexOf('=')
    const key = at < 0 ? part : part.slice(0, at)
    const value = decoded(at < 0 ? '' : part.slice(at + 1))
    if (value === null) return { ok: false, message: `${key} is not percent-encoded UTF-8` }
    if (seen.has(key)) return { ok: false, message: `${key} is given twice` }
    seen.add(key)
    if (key === 'amount' || key === 'asset') {
      const number = uint64(key, value)
      if (typeof number === 'string') return { ok: false, message: number }
      request[key] = number
    } else if (key === 'label' || key === 'note' || key === 'xnote') request[key] = value
  }
  if (request.note !== undefined && request.xnote !== undefined)
    return { ok: false, message: 'a request carries note or xnote, not both' }
  return { ok: true, request }
}
