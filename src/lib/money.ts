/**
 * ALGO and USD amounts: 1 ALGO = 1,000,000 microalgos, ALGO to 6 decimals, dollars
 * to 2, cents = dollars × 100. Rounding is down (toward zero) by default; converting to
 * microalgos rounds half up. All arithmetic is exact (bigint), so amounts past 2^53 microalgos
 * and prices like 0.29 dollars come out right.
 */
import { MICROALGOS_PER_ALGO } from '@/config/constants'
import { divideRounded, scaleToInteger, unitsToDecimal, type DecimalInput, type Rounding } from './decimal'
import { intlFormat } from './i18n/intlFormat'

export { MICROALGOS_PER_ALGO }
export type { DecimalInput, Rounding }

const ALGO_DECIMALS = 6
const USD_DECIMALS = 2

// Given the exact decimal as a string, Intl only writes it in the chosen language's digits and
// separators: the rounding is done here first, in bigint, so nothing is lost past 2^53.
const algoNumber = intlFormat((tag) => new Intl.NumberFormat(tag, { maximumFractionDigits: ALGO_DECIMALS }))
const usdNumber = intlFormat((tag) => new Intl.NumberFormat(tag, { style: 'currency', currency: 'USD' }))

/** Microalgos (integer or not) to ALGO, rounded to whole microalgos first; the nearest number to the exact value. */
export function microalgosToAlgos(microalgos: DecimalInput, rounding: Rounding = 'down'): number {
  return Number(unitsToDecimal(scaleToInteger(microalgos, 0, rounding), ALGO_DECIMALS))
}

/** ALGO (number, bigint or decimal string such as '12.5') to whole microalgos, half up by default. */
export function algosToMicroalgos(algos: DecimalInput, rounding: Rounding = 'halfUp'): bigint {
  return scaleToInteger(algos, ALGO_DECIMALS, rounding)
}

export interface FormatAlgosOptions {
  /** At most this many decimals, 0–6 (default 6). */
  maxDecimals?: number
  rounding?: Rounding
}

/** Microalgos for display in ALGO: '1,234.5' (in the chosen language's separators), trailing zeros trimmed. */
export function formatAlgos(
  microalgos: DecimalInput,
  { maxDecimals = ALGO_DECIMALS, rounding = 'down' }: FormatAlgosOptions = {},
): string {
  const micro = scaleToInteger(microalgos, 0, rounding)
  const shown = divideRounded(micro, 10n ** BigInt(ALGO_DECIMALS - maxDecimals), rounding)
  return algoNumber().format(unitsToDecimal(shown, maxDecimals) as `${number}`)
}

export interface FormatAlgoAmountOptions extends FormatAlgosOptions {
  /** Dollars per ALGO, where known: the amount's dollar value follows in parentheses. */
  usdPerAlgo?: number | null
}

/**
 * Microalgos as a sentence writes them, unit included: '1,234.5 ALGO', or
 * '1,234.5 ALGO (≈ $308.62)' where the dollar rate is known. Every amount in words goes through here.
 */
export function formatAlgoAmount(microalgos: DecimalInput, { usdPerAlgo, ...options }: FormatAlgoAmountOptions = {}) {
  const algo = `${formatAlgos(microalgos, options)} ALGO`
  const usd = formatUsdOfAlgos(microalgos, usdPerAlgo)
  return usd === null ? algo : `${algo} (≈ ${usd})`
}

/** The dollar value of an amount in microalgos ('$12.50'), or null where the rate is not known. */
export function formatUsdOfAlgos(microalgos: DecimalInput, usdPerAlgo: number | null | undefined): string | null {
  if (usdPerAlgo == null || !Number.isFinite(usdPerAlgo)) return null
  return formatUsd(microalgosToAlgos(microalgos) * usdPerAlgo)
}

/** Dollars to 2 decimals (down by default). */
export function roundDollars(dollars: DecimalInput, rounding: Rounding = 'down'): number {
  return Number(unitsToDecimal(scaleToInteger(dollars, USD_DECIMALS, rounding), USD_DECIMALS))
}

/** Dollars × 100 as whole cents (down by default). */
export function dollarsToCents(dollars: DecimalInput, rounding: Rounding = 'down'): number {
  return Number(scaleToInteger(dollars, USD_DECIMALS, rounding))
}

/** Cents / 100, the nearest number to the exact value. */
export function centsToDollars(cents: number | bigint): number {
  return typeof cents === 'bigint' ? Number(unitsToDecimal(cents, USD_DECIMALS)) : cents / 100
}

/** Dollars for display: '$1,234.50', '-$0.29' in English — always 2 decimals, rounded down by default. */
export function formatUsd(dollars: DecimalInput, rounding: Rounding = 'down'): string {
  const cents = scaleToInteger(dollars, USD_DECIMALS, rounding)
  return usdNumber().format(unitsToDecimal(cents, USD_DECIMALS) as `${number}`)
}
