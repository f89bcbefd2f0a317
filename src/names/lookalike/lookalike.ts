/**
 * Lookalike names: two names that differ only by characters people confuse when reading
 * (0/o, 1/l/i, rn/m, vv/w), or by compatibility forms that show as the same letters (full-width
 * ａ, mathematical 𝐚: Unicode's NFKC folds them). Pure: the search box, the profile and the tests share it.
 */
import { isValidName } from '../core/validation'

/**
 * Each character as it reads: "m" as "rn" and "w" as "vv" (expanding, not contracting, so
 * "vvv" + "a" and "v" + "w" + "a" come out the same whichever way they were split).
 */
const READS_AS: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', m: 'rn', w: 'vv' }

/** The name as it reads: compatibility forms folded (NFKC), every confusable replaced by one representative. */
export function readsAs(name: string): string {
  return [...name.normalize('NFKC').toLowerCase()].map((ch) => READS_AS[ch] ?? ch).join('')
}

/** Different names that read the same. */
export function isLookalike(a: string, b: string): boolean {
  return a !== b && readsAs(a) === readsAs(b)
}

/** The swaps for one spot: what could stand in its place and read the same. */
const SWAPS: readonly [string, readonly string[]][] = [
  ['rn', ['m']],
  ['m', ['rn']],
  ['vv', ['w']],
  ['w', ['vv']],
  ['0', ['o']],
  ['o', ['0']],
  ['1', ['l', 'i']],
  ['l', ['1', 'i']],
  ['i', ['l', '1']],
]

/**
 * Valid names one confusable swap away (the usual trick: one character), at most `max`,
 * in the order the swaps appear in the name. Only the first label is varied: a segment's root
 * is checked on its own.
 */
export function lookalikeVariants(name: string, max = 8): string[] {
  const found: string[] = []
  // A name in compatibility forms (full-width, styled letters) reads as its folded form first.
  const folded = name.normalize('NFKC').toLowerCase()
  if (folded !== name && isValidName(folded)) found.push(folded)
  const dot = name.indexOf('.')
  const label = dot < 0 ? name : name.slice(0, dot)
  const rest = dot < 0 ? '' : name.slice(dot)
  for (let i = 0; i < label.length && found.length < max; i += 1) {
    for (const [from, tos] of SWAPS) {
      if (!label.startsWith(from, i)) continue
      for (const to of tos) {
        const variant = label.slice(0, i) + to + label.slice(i + from.length) + rest
        if (variant !== name && isValidName(variant) && !found.includes(variant)) found.push(variant)
      }
    }
  }
  return found.slice(0, max)
}
