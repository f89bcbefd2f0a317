/** Form input -> API values. Each returns the parsed value or a sentence saying what is wrong. */
import { isValidAddress } from '@/lib/address'
import { scaleToInteger, unitsToDecimal } from '@/lib/decimal'
import { algosToMicroalgos, formatAlgoAmount } from '@/lib/money'

export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string }

const ALGO_RE = /^\d{1,12}(\.\d{1,6})?$/

/** An ALGO amount typed by a person ("12.5") -> µALGO, at least `min` µALGO. */
export function parseAlgo(raw: string | undefined, label: string, min = 1n): Parsed<bigint> {
  const text = (raw ?? '').trim()
  if (!ALGO_RE.test(text)) return { ok: false, message: `${label}: enter an amount in ALGO, e.g. 12.5` }
  const value = algosToMicroalgos(text)
  if (value < min) return { ok: false, message: `${label}: at least ${formatAlgoAmount(min)}` }
  return { ok: true, value }
}

export function parseInteger(raw: string | undefined, label: string, min: number, max: number): Parsed<number> {
  const text = (raw ?? '').trim()
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max)
    return { ok: false, message: `${label}: a whole number from ${min} to ${max}` }
  return { ok: true, value }
}

/** Blank is allowed only when optional (then the value is undefined). */
export function parseAddress(raw: string | undefined, label: string, optional = false): Parsed<string | undefined> {
  const text = (raw ?? '').trim()
  if (!text && optional) return { ok: true, value: undefined }
  if (!isValidAddress(text)) return { ok: false, message: `${label}: not a valid Algorand address` }
  return { ok: true, value: text }
}

/** An asset id: 0 is ALGO. */
export function parseAssetId(raw: string | undefined, label: string, allowAlgo: boolean): Parsed<number> {
  const text = (raw ?? '').trim()
  const value = Number(text)
  if (!/^\d{1,15}$/.test(text) || (!allowAlgo && value === 0)) {
    return {
      ok: false,
      message: `${label}: ${allowAlgo ? '0 for ALGO, or an asset id' : 'an asset id (a whole number)'}`,
    }
  }
  return { ok: true, value }
}

/** Whole base units of an asset (bigint-safe: sent as amountStr). */
export function parseBaseUnits(raw: string | undefined, label: string): Parsed<bigint> {
  const text = (raw ?? '').trim()
  if (!/^\d{1,20}$/.test(text) || BigInt(text) === 0n)
    return { ok: false, message: `${label}: a whole number of base units above 0` }
  return { ok: true, value: BigInt(text) }
}

/**
 * A recipient typed as an address or a .algo name. A name is resolved by the form (into
 * `resolved`); until then it is not ready.
 */
export function parseRecipient(
  raw: string | undefined,
  resolved: string | undefined,
  label: string,
): Parsed<{ address: string; name: string | undefined }> {
  const text: string = (raw ?? '').trim()
  if (isValidAddress(text)) return { ok: true, value: { address: text, name: undefined } }
  const name = String(text).toLowerCase()
  if (!/^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}\.algo$/.test(name))
    return { ok: false, message: `${label}: an Algorand address or a .algo name` }
  if (!isValidAddress(resolved)) return { ok: false, message: `${label}: looking up ${name}…` }
  return { ok: true, value: { address: resolved, name } }
}

/**
 * An amount typed in whole units of an asset with `decimals` places (e.g. 12.5 USDC), as exact
 * base units; above 0 and at most `max`.
 */
export function parseUnits(
  raw: string | undefined,
  label: string,
  asset: { decimals: number; unit: string },
  max: bigint,
): Parsed<bigint> {
  const text = (raw ?? '').trim()
  const places = asset.decimals > 0 ? `(\\.\\d{1,${asset.decimals}})?` : ''
  if (!new RegExp(`^\\d{1,20}${places}$`).test(text)) {
    const example = asset.decimals > 0 ? `up to ${asset.decimals} decimals` : 'a whole number'
    return { ok: false, message: `${label}: an amount of ${asset.unit}, ${example}` }
  }
  const value = scaleToInteger(text, asset.decimals, 'down')
  if (value <= 0n) return { ok: false, message: `${label}: above 0` }
  if (value > max)
    return { ok: false, message: `${label}: at most ${unitsToDecimal(max, asset.decimals)} ${asset.unit} available` }
  return { ok: true, value }
}
