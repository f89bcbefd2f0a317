/**
 * Name rules: an optional segment, a root, then `.algo`. Each part is 1–27 of
 * [a-z0-9]; the whole name is at most 32 characters. Pure, no React: used by the search box,
 * the API client and the mocks alike.
 */
import { MAX_NAME_LENGTH, MAX_PART_LENGTH } from '@/config/constants'
import { i18n, params } from '@/lib/i18n/i18n'
import { literal } from '@/lib/i18n/literal'

const messages = i18n('names/core/validation', {
  empty: 'Enter a name.',
  space: 'A space is not allowed: use only letters a–z and digits 0–9.',
  whitespace: 'A whitespace character is not allowed: use only letters a–z and digits 0–9.',
  character: params('The character "{char}" is not allowed: use only letters a–z and digits 0–9.'),
  emptyPart: 'A name cannot have an empty part: check for a leading, trailing or double dot.',
  oneSegment: 'Only one segment is allowed, as in segment.name.algo.',
  longPart: params('"{part}" is {length} characters long: each part can have at most {max}.'),
  tooLong: params('Name too long: at most {max} characters including .algo (this one has {length}).'),
})

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

export type NameInputResult = { ok: true; name: string } | { ok: false; message: string }

function badCharMessage(char: string): string {
  const t = messages.get()
  if (char === ' ') return t.space
  if (/\s/.test(char)) return t.whitespace
  return t.character({ char: literal(char) })
}

/**
 * Checks the search box input and says what is wrong in words a user can act on.
 * When `ok`, `name` is the normalized name and satisfies `isValidName`.
 */
export function validateNameInput(raw: string): NameInputResult {
  const name = normalizeNameInput(raw)
  const t = messages.get()
  if (name === '') return { ok: false, message: t.empty }
  const body = trimExtension(name)
  // Iterate by code point so an emoji is named whole, not as half a surrogate pair.
  const bad = Array.from(body).find((char) => !ALLOWED_CHAR_RE.test(char))
  if (bad !== undefined) {
    return { ok: false, message: badCharMessage(bad) }
  }
  const parts = body.split('.')
  if (parts.some((part) => part === '')) {
    return { ok: false, message: t.emptyPart }
  }
  if (parts.length > 2) {
    return { ok: false, message: t.oneSegment }
  }
  const long = parts.find((part) => part.length > MAX_PART_LENGTH)
  if (long !== undefined) {
    return { ok: false, message: t.longPart({ part: literal(long), length: long.length, max: MAX_PART_LENGTH }) }
  }
  if (name.length > MAX_NAME_LENGTH) {
    return { ok: false, message: t.tooLong({ max: MAX_NAME_LENGTH, length: name.length }) }
  }
  // The checks above add up to exactly isValidName (the property test holds them to it).
  return { ok: true, name }
}
