/**
 * Exact decimal scaling with bigint, the core of the money helpers. Floating point cannot do
 * this: 0.29 * 100 is 28.999999999999996, and amounts in microalgos pass 2^53.
 */

/** 'down' truncates toward zero; 'halfUp' rounds a half away from zero. */
export type Rounding = 'down' | 'halfUp'
/** A number, a bigint, or a decimal string such as '12.5', '-0.000001' or '1e-7'. */
export type DecimalInput = number | bigint | string

const DECIMAL_RE = /^([+-])?(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i
// A string like '1e999999999' would otherwise ask for a billion-digit bigint.
const MAX_EXPONENT = 1000

const pow10 = (n: number): bigint => 10n ** BigInt(n)

/** n / d rounded to an integer (d > 0). */
export function divideRounded(n: bigint, d: bigint, rounding: Rounding): bigint {
  const quotient = n / d
  const remainder = n % d
  if (rounding === 'down' || remainder === 0n) return quotient
  const abs = remainder < 0n ? -remainder : remainder
  if (2n * abs < d) return quotient
  return n < 0n ? quotient - 1n : quotient + 1n
}

/** value × 10^decimals as an exact integer, rounded. Throws RangeError on anything not a finite decimal. */
export function scaleToInteger(value: DecimalInput, decimals: number, rounding: Rounding): bigint {
  if (typeof value === 'bigint') return value * pow10(decimals)
  if (typeof value === 'number' && !Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`)
  const text = String(value).trim()
  const match = DECIMAL_RE.exec(text)
  const whole = match?.[2] ?? ''
  const fraction = match?.[3] ?? ''
  const exponent = Number(match?.[4] ?? 0)
  if (!match || whole + fraction === '' || Math.abs(exponent) > MAX_EXPONENT) {
    throw new RangeError(`Not a decimal number: "${text}"`)
  }
  const digits = BigInt(whole + fraction) * (match[1] === '-' ? -1n : 1n)
  const shift = decimals + exponent - fraction.length
  return shift >= 0 ? digits * pow10(shift) : divideRounded(digits, pow10(-shift), rounding)
}

export interface UnitsFormat {
  /** Keep at least this many fraction digits (trailing zeros beyond it are trimmed). */
  minFractionDigits?: number
  /** Separate thousands with commas. */
  group?: boolean
}

/** units / 10^decimals as an exact decimal string: (1500000n, 6) -> '1.5'. */
export function unitsToDecimal(
  units: bigint,
  decimals: number,
  { minFractionDigits = 0, group = false }: UnitsFormat = {},
): string {
  const sign = units < 0n ? '-' : ''
  const digits = (units < 0n ? -units : units).toString().padStart(decimals + 1, '0')
  const cut = digits.length - decimals
  const whole = digits.slice(0, cut)
  let fraction = digits.slice(cut)
  while (fraction.length > minFractionDigits && fraction.endsWith('0')) fraction = fraction.slice(0, -1)
  const grouped = group ? whole.replace(/\B(?=(\d{3})+$)/g, ',') : whole
  return `${sign}${grouped}${fraction ? `.${fraction}` : ''}`
}
