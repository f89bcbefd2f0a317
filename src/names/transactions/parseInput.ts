/** Form input -> API values. Each returns the parsed value or a sentence saying what is wrong. */
import { i18n, params } from '@/lib/i18n/i18n'
import { isValidAddress } from '@/lib/address'
import { hasAddressShape } from '@/lib/hasAddressShape'
import { scaleToInteger } from '@/lib/decimal'
import { algosToMicroalgos, formatAlgoAmount } from '@/lib/money'
import { currentNumberMarks, readTypedDecimal } from '@/lib/typedDecimal'
import { formatUnits } from '@/lib/formatUnits'

const messages = i18n('names/transactions/parseInput', {
  algo: params('{label}: enter an amount in ALGO, e.g. 12.5'),
  ambiguous: params('{label}: {text} could be a decimal or a whole number: write {decimal} or {whole}'),
  algoDecimals: params('{label}: ALGO has at most 6 decimal places'),
  algoTooMuch: params('{label}: at most {amount}, more ALGO than exist'),
  atLeast: params('{label}: at least {amount}'),
  integer: params('{label}: a whole number from {min} to {max}'),
  address: params('{label}: not a valid Algorand address'),
  addressTypo: params('{label}: this address has a typo: its last characters (its checksum) do not match the rest'),
  assetOrAlgo: params('{label}: 0 for ALGO, or an asset id'),
  assetId: params('{label}: an asset id (a whole number)'),
  baseUnits: params('{label}: a whole number of base units above 0'),
  recipient: params('{label}: an Algorand address or a .algo name'),
  lookingUp: params('{label}: looking up {name}…'),
  noOwner: params('{label}: {name} has no owner who can receive it'),
  lookupFailed: params('{label}: {name} could not be looked up; try again'),
  unitsDecimals: params('{label}: an amount of {unit}, up to {decimals} decimals'),
  unitsWhole: params('{label}: an amount of {unit}, a whole number'),
  aboveZero: params('{label}: above 0'),
  atMost: params('{label}: at most {amount} {unit} available'),
})

/** `waiting`: nothing typed is wrong; what it is checked against is still being read, so the form waits. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; message: string; waiting?: true }

/** The form waits for a read (the price, the account's holdings, a recipient's lookup), saying so in `message`. */
export function stillReading(message: string): { ok: false; message: string; waiting: true } {
  return { ok: false, message, waiting: true }
}

/** All the ALGO there will ever be: a larger amount is a typo. */
const MAX_ALGO = 10_000_000_000n * 1_000_000n

/**
 * A number typed in the chosen language ("12,5" in Spanish), as a plain decimal string, or the
 * sentence saying why it is none. `invalid` is the field's own sentence for a shape it cannot read.
 */
function typedNumber(raw: string | undefined, label: string, invalid: string): Parsed<string> {
  const text = (raw ?? '').trim()
  const typed = readTypedDecimal(text, currentNumberMarks())
  if (typed.ok) return { ok: true, value: typed.value }
  if (typed.reason === 'shape') return { ok: false, message: invalid }
  // Only the mark that is not the language's decimal one: it stood between the digits.
  const marks = currentNumberMarks()
  const [whole = '', fraction = ''] = text.split(/[.,]/)
  return {
    ok: false,
    message: messages
      .get()
      .ambiguous({ label, text, decimal: `${whole}${marks.decimal}${fraction}`, whole: whole + fraction }),
  }
}

/** An ALGO amount typed by a person ("12.5", "12,5" in Spanish) -> µALGO, at least `min` µALGO. */
export function parseAlgo(raw: string | undefined, label: string, min = 1n): Parsed<bigint> {
  const t = messages.get()
  const typed = typedNumber(raw, label, t.algo({ label }))
  if (!typed.ok) return typed
  if ((typed.value.split('.')[1] ?? '').length > 6) return { ok: false, message: t.algoDecimals({ label }) }
  const value = algosToMicroalgos(typed.value)
  if (value > MAX_ALGO) return { ok: false, message: t.algoTooMuch({ label, amount: formatAlgoAmount(MAX_ALGO) }) }
  if (value < min) return { ok: false, message: t.atLeast({ label, amount: formatAlgoAmount(min) }) }
  return { ok: true, value }
}

export function parseInteger(raw: string | undefined, label: string, min: number, max: number): Parsed<number> {
  const text = (raw ?? '').trim()
  const value = Number(text)
  if (!/^\d+$/.test(text) || value < min || value > max)
    return { ok: false, message: messages.get().integer({ label, min, max }) }
  return { ok: true, value }
}

/** What is wrong with a text that is not an address: an address's shape with a typo says so. */
const notAnAddress = (text: string, label: string, otherwise: string): Parsed<never> => ({
  ok: false,
  message: hasAddressShape(text) ? messages.get().addressTypo({ label }) : otherwise,
})

/** Blank is allowed only when optional (then the value is undefined). */
export function parseAddress(raw: string | undefined, label: string, optional = false): Parsed<string | undefined> {
  const text = (raw ?? '').trim()
  if (!text && optional) return { ok: true, value: undefined }
  if (!isValidAddress(text)) return notAnAddress(text, label, messages.get().address({ label }))
  return { ok: true, value: text }
}

/** An asset id: 0 is ALGO. */
export function parseAssetId(raw: string | undefined, label: string, allowAlgo: boolean): Parsed<number> {
  const text = (raw ?? '').trim()
  const value = Number(text)
  if (!/^\d{1,15}$/.test(text) || (!allowAlgo && value === 0)) {
    return { ok: false, message: allowAlgo ? messages.get().assetOrAlgo({ label }) : messages.get().assetId({ label }) }
  }
  return { ok: true, value }
}

/** Whole base units of an asset (bigint-safe: sent as amountStr). */
export function parseBaseUnits(raw: string | undefined, label: string): Parsed<bigint> {
  const text = (raw ?? '').trim()
  if (!/^\d{1,20}$/.test(text) || BigInt(text) === 0n)
    return { ok: false, message: messages.get().baseUnits({ label }) }
  return { ok: true, value: BigInt(text) }
}

/** What the form resolves a name to once the chain says nobody holds it. */
export const NO_OWNER = 'no-owner'
/** What the form resolves a name to when it could not be looked up (and is not being asked again). */
export const LOOKUP_FAILED = 'lookup-failed'

/**
 * A recipient typed as an address or a .algo name. A name is resolved by the form (into
 * `resolved`: an address, NO_OWNER or LOOKUP_FAILED); until then the form waits for it.
 */
export function parseRecipient(
  raw: string | undefined,
  resolved: string | undefined,
  label: string,
): Parsed<{ address: string; name: string | undefined }> {
  const text: string = (raw ?? '').trim()
  if (isValidAddress(text)) return { ok: true, value: { address: text, name: undefined } }
  const name = String(text).toLowerCase()
  const t = messages.get()
  if (!/^([a-z0-9]{1,27}\.)?[a-z0-9]{1,27}\.algo$/.test(name)) return notAnAddress(text, label, t.recipient({ label }))
  if (resolved === NO_OWNER) return { ok: false, message: t.noOwner({ label, name }) }
  if (resolved === LOOKUP_FAILED) return { ok: false, message: t.lookupFailed({ label, name }) }
  if (!isValidAddress(resolved)) return stillReading(t.lookingUp({ label, name }))
  return { ok: true, value: { address: resolved, name } }
}

/**
 * An amount typed in whole units of an asset with `decimals` places (e.g. 12.5 USDC), as exact
 * base units; above 0 and at most `max` when given (what there is to spend).
 */
export function parseUnits(
  raw: string | undefined,
  label: string,
  asset: { decimals: number; unit: string },
  max?: bigint,
): Parsed<bigint> {
  const t = messages.get()
  const words = { label, unit: asset.unit, decimals: asset.decimals }
  const shape = asset.decimals > 0 ? t.unitsDecimals(words) : t.unitsWhole(words)
  const typed = typedNumber(raw, label, shape)
  if (!typed.ok) return typed
  const [whole = '', fraction = ''] = typed.value.split('.')
  if (whole.length > 20 || fraction.length > asset.decimals) return { ok: false, message: shape }
  const text = typed.value
  const value = scaleToInteger(text, asset.decimals, 'down')
  if (value <= 0n) return { ok: false, message: t.aboveZero({ label }) }
  if (max !== undefined && value > max)
    return {
      ok: false,
      message: t.atMost({ label, amount: formatUnits(max, asset.decimals), unit: asset.unit }),
    }
  return { ok: true, value }
}
