/**
 * A badge as the profile shows it. The service sends each badge as free string fields, so the
 * fields that say what it is, what it means and when it was earned are read by their usual
 * names; every other field is kept as it came, so nothing the service says is hidden.
 */
import type { Badges } from '../api/schemas/donations'

export interface BadgeView {
  /** The kind of badge, as the service names it (e.g. `donations`). */
  kind: string
  title?: string
  meaning?: string
  earned?: Date
  /** The other fields, in the service's order. */
  details: [string, string][]
}

const TITLE = ['name', 'title', 'badge', 'label']
const MEANING = ['description', 'desc', 'meaning', 'info']
const EARNED = ['earned', 'earnedAt', 'awarded', 'timestamp', 'time', 'date']

/** A date from RFC 3339 text or a Unix time (seconds, or milliseconds when that large); else none. */
export function badgeTime(text: string): Date | undefined {
  const trimmed = text.trim()
  if (/^\d+$/.test(trimmed)) {
    const n = Number(trimmed)
    return n > 0 ? new Date(n < 1e12 ? n * 1000 : n) : undefined
  }
  const ms = Date.parse(trimmed)
  return Number.isNaN(ms) ? undefined : new Date(ms)
}

function firstOf(fields: Record<string, string>, keys: readonly string[]): [string, string] | undefined {
  for (const key of keys) {
    const value = fields[key]?.trim()
    if (value) return [key, value]
  }
  return undefined
}

export function badgeViews(badges: Badges): BadgeView[] {
  return Object.entries(badges).flatMap(([kind, entries]) =>
    entries.map((fields) => {
      const title = firstOf(fields, TITLE)
      const meaning = firstOf(fields, MEANING)
      const earnedField = firstOf(fields, EARNED)
      const earned = earnedField && badgeTime(earnedField[1])
      // A time that does not read as one stays among the details, as sent.
      const used = new Set([title?.[0], meaning?.[0], earned ? earnedField?.[0] : undefined])
      const details = Object.entries(fields).filter(([key, value]) => !used.has(key) && value.trim() !== '')
      return { kind, title: title?.[1], meaning: meaning?.[1], earned, details }
    }),
  )
}
