/**
 * Lookalike names: two names that differ only by characters people confuse when reading
 * (0/o, 1/l/i, rn/m, vv/w), by compatibility forms (full-width ０: Unicode's NFKC folds them), or
 * by letters of another script that imitate Latin ones (Cyrillic а, Greek ο: their confusable
 * skeleton). Pure: the search box, the profile and the tests share it.
 */
import { isValidName } from './validation'
import { skeleton } from './skeleton'

/**
 * Each character as it reads: "m" as "rn" and "w" as "vv" (expanding, not contracting, so
 * "vvv" + "a" and "v" + "w" + "a" come out the same whichever way they were split).
 */
const READS_AS: Record<string, string> = { '0': 'o', '1': 'l', i: 'l', m: 'rn', w: 'vv' }

/** The name in name letters where it imitates them: compatibility forms folded, then its confusable skeleton. */
function latinReading(name: string): string {
  return skeleton(name.normalize('NFKC').toLowerCase())
}

/** The name as it reads: its Latin reading with every confusable pair replaced by one representative. */
export function readsAs(name: string): string {
  return [...latinReading(name)].map((ch) => READS_AS[ch] ?? ch).join('')
}

/**
 * The valid name that `name` is spelled to imitate, or null: UTS #39's confusable test, where two
 * strings are confusable when their skeletons are equal. A whole-script confusable (`ѕсоре`, all
 * Cyrillic), a mixed-script one (Cyrillic `а` in `аlice`) and a single-script one (`ɑpe`, Latin
 * alpha; `ℓove`, a letterlike l) all have a skeleton in name letters that is not the name itself.
 */
export function imitatedName(name: string): string | null {
  const latin = latinReading(name)
  return latin !== name && isValidName(latin) ? latin : null
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
 * Valid names one confusable swap away (the usual trick: one character), at most `max`: first
 * the name it spells in other letters (full-width, styled, Cyrillic or Greek), then the swaps of
 * that spelling in the order they appear. Only the first label is varied: a segment's root is
 * checked on its own.
 */
export function lookalikeVariants(name: string, max = 8): string[] {
  const found: string[] = []
  const latin = latinReading(name)
  const imitated = imitatedName(name)
  if (imitated) found.push(imitated)
  const dot = latin.indexOf('.')
  const label = dot < 0 ? latin : latin.slice(0, dot)
  const rest = dot < 0 ? '' : latin.slice(dot)
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
