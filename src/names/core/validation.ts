/**
 * Name rules: an optional segment, a root, then `.algo`. Each part is 1–27 of
 * [a-z0-9]; the whole name is at most 32 characters. Pure, no React: used by the search box,
 * the API client and the mocks alike.
 */
import { MAX_NAME_LENGTH, MAX_PART_LENGTH } from '@/config/constants'

const EXTENSION = '.algo'
const PART = `[a-z0-9]{1,${MAX_PART_LENGTH}}`
const ROOT_RE = new RegExp(`^${PART}\\.algo$`)
const SEGMENT_RE = new RegExp(`^${PART}\\.${PART}\\.algo$`)
/** A name's shape without the length cap (see isValidName); unanchored, for embedding. */
export const NAME_PATTERN = `(?:${PART}\\.)?${PART}\\.algo`
const NAME_RE = new RegExp(`^${NAME_PATTERN}$`)
const EXTENSION_RE = /\.algo$/i
const ALLOWED_CHAR_RE = /^[a-z0-9.]$/

export interface NameOptions {
  /** Accept the name without its `.algo` suffix (it is then checked as if it had one). */
  lenient?: boolean
}

/** A full name: `root.algo` or `segment.root.algo`, lowercase, at most 32 characters. */
export function isValidName(name: string, { lenient = false }: NameOptions = {}): boolean {
  // Lenient: the length limit still counts the suffix the name will carry.
  const full = lenient && !name.endsWith(EXTENSION) ? name + EXTENSION : name
  return full.length <= MAX_NAME_LENGTH && NAME_RE.test(full)
}

export function isRootName(name: string): boolean {
  return ROOT_RE.test(name)
}

export function isSegmentName(name: string): boolean {
  return name.length <= MAX_NAME_LENGTH && SEGMENT_RE.test(name)
}

/** The longest part an API name may have: the registry allows longer parts than the input rule. */
const MAX_API_PART = 64
// No whitespace, separators, controls, format characters (bidi overrides, zero-widths),
// unassigned code points, or URL delimiters: such a name could hide what it is, or break a link.
const API_PART_RE = /^[^\s\p{Z}\p{C}/?#%\\.]+$/u

/**
 * A name as the API may return it: looser than the input rule (emoji, a long segment), but
 * still one or two lowercase parts and `.algo`, with nothing that spoofs or breaks a link.
 * Only such names go into in-app links; the search and mint inputs keep the strict rule.
 */
export function isApiName(name: string): boolean {
  if (isValidName(name)) return true
  if (!name.endsWith(EXTENSION) || name !== name.toLowerCase()) return false
  const parts = name.slice(0, -EXTENSION.length).split('.')
  return parts.length <= 2 && parts.every((part) => API_PART_RE.test(part) && Array.from(part).length <= MAX_API_PART)
}

/** Removes one trailing `.algo`, whatever its case. */
export function trimExtension(name: string): string {
  return name.replace(EXTENSION_RE, '')
}

/** `seg.root.algo` -> `root.algo`; anything that is not a segment name comes back unchanged. */
export function segmentToRoot(name: string): string {
  return name.replace(/^[^.]+\.(?=[^.]+\.algo$)/i, '')
}

/** What the user typed, as the name it stands for: trimmed, lowercase, with `.algo`. Empty stays empty. */
export function normalizeNameInput(raw: string): string {
  const name = raw.trim().toLowerCase()
  if (name === '') return ''
  return name.endsWith(EXTENSION) ? name : name + EXTENSION
}

/** What is wrong with a typed name: nameInputMessage.ts words it where it is shown. */
export type NameInputProblem =
  | { kind: 'empty' | 'space' | 'whitespace' | 'emptyPart' | 'oneSegment' }
  | { kind: 'character'; char: string }
  | { kind: 'longPart'; part: string; length: number; max: number }
  | { kind: 'tooLong'; length: number; max: number }

export type NameInputResult = { ok: true; name: string } | { ok: false; problem: NameInputProblem }

function badChar(char: string): NameInputProblem {
  if (char === ' ') return { kind: 'space' }
  if (/\s/.test(char)) return { kind: 'whitespace' }
  return { kind: 'character', char }
}

/**
 * Checks the search box input and says what is wrong, so a user can act on it.
 * When `ok`, `name` is the normalized name and satisfies `isValidName`.
 */
export function validateNameInput(raw: string): NameInputResult {
  const name = normalizeNameInput(raw)
  if (name === '') return { ok: false, problem: { kind: 'empty' } }
  const body = trimExtension(name)
  // Iterate by code point so an emoji is named whole, not as half a surrogate pair.
  const bad = Array.from(body).find((char) => !ALLOWED_CHAR_RE.test(char))
  if (bad !== undefined) return { ok: false, problem: badChar(bad) }
  const parts = body.split('.')
  if (parts.some((part) => part === '')) return { ok: false, problem: { kind: 'emptyPart' } }
  if (parts.length > 2) return { ok: false, problem: { kind: 'oneSegment' } }
  const long = parts.find((part) => part.length > MAX_PART_LENGTH)
  if (long !== undefined) {
    return { ok: false, problem: { kind: 'longPart', part: long, length: long.length, max: MAX_PART_LENGTH } }
  }
  if (name.length > MAX_NAME_LENGTH) {
    return { ok: false, problem: { kind: 'tooLong', length: name.length, max: MAX_NAME_LENGTH } }
  }
  // The checks above add up to exactly isValidName (the property test holds them to it).
  return { ok: true, name }
}
