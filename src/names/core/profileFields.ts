/**
 * The profile's socials and links from a record, each marked verified (set by the service in
 * properties.verified) or not (owner-set properties.userDefined). Everything here is untrusted
 * text: a field gets an href only when it is an http(s) URL or a handle of plain characters.
 */
import type { NfdRecord } from '@/names/api/types'
import { displayUsername, stripUsername } from '@/lib/username'
import { i18n } from '@/lib/i18n/i18n'
import { httpUrl } from './httpUrl'

// Brand names (GitHub, X (Twitter)…) are names, not words: only these are translated.
const messages = i18n('names/core/profileFields', { email: 'Email', domain: 'Domain', website: 'Website' })

export interface ProfileField {
  key: string
  label: string
  /** The label is a brand's name, shown as it is in every language. */
  brand: boolean
  value: string
  verified: boolean
  /** An http(s) URL to open, or null: then the value is shown as text only. */
  href: string | null
  /** What the link shows: a website's parsed host (punycode for lookalike letters), a handle with its @. */
  linkText?: string
}

const HANDLE_RE = /^@?[A-Za-z0-9_.-]{1,64}$/

function handleLink(base: string) {
  return (value: string): string | null =>
    HANDLE_RE.test(value) ? `${base}${encodeURIComponent(stripUsername(value))}` : null
}

interface FieldSpec {
  key: string
  /** A brand's name, or the word to translate. */
  label: string | keyof ReturnType<typeof messages.get>
  href: (value: string) => string | null
  /** A free URL (a website): the link shows its host, not the owner's text. */
  showHost?: boolean
  /** An @-username: stored with or without the '@', shown with one. */
  handle?: boolean
}

const SOCIALS: readonly FieldSpec[] = [
  { key: 'twitter', label: 'X (Twitter)', href: handleLink('https://x.com/'), handle: true },
  { key: 'github', label: 'GitHub', href: handleLink('https://github.com/'), handle: true },
  { key: 'telegram', label: 'Telegram', href: handleLink('https://t.me/'), handle: true },
  { key: 'discord', label: 'Discord', href: () => null },
  { key: 'linkedin', label: 'LinkedIn', href: httpUrl, showHost: true },
  { key: 'blueskydid', label: 'Bluesky', href: () => null },
  { key: 'email', label: 'email', href: () => null },
  { key: 'domain', label: 'domain', href: () => null },
]

const LINKS: readonly FieldSpec[] = [
  { key: 'url', label: 'website', href: httpUrl, showHost: true },
  { key: 'website', label: 'website', href: httpUrl, showHost: true },
]

function collect(record: NfdRecord, specs: readonly FieldSpec[]): ProfileField[] {
  const verified = record.properties?.verified ?? {}
  const user = record.properties?.userDefined ?? {}
  const fields: ProfileField[] = []
  for (const spec of specs) {
    // A verified value wins over what the owner typed for the same field.
    const trusted = verified[spec.key]?.trim()
    const typed = user[spec.key]?.trim()
    const value = trusted || typed
    if (!value) continue
    const href = spec.href(value)
    const words = messages.get()
    const word = spec.label in words ? words[spec.label as keyof typeof words] : null
    const label = word ?? spec.label
    const field: ProfileField = { key: spec.key, label, brand: !word, value, verified: Boolean(trusted), href }
    if (href && spec.showHost) field.linkText = new URL(href).host
    else if (spec.handle) field.linkText = displayUsername(value)
    fields.push(field)
  }
  return fields
}

export function profileSocials(record: NfdRecord): ProfileField[] {
  return collect(record, SOCIALS)
}

/** Website links; the same URL under two keys is listed once. */
export function profileLinks(record: NfdRecord): ProfileField[] {
  const seen = new Set<string>()
  return collect(record, LINKS).filter((field) => !seen.has(field.value) && Boolean(seen.add(field.value)))
}

export function profileBio(record: NfdRecord): string | null {
  return record.properties?.userDefined?.bio?.trim() || null
}

/** The banner value, verified first. */
export function bannerOf(record: NfdRecord): string | null {
  return record.properties?.verified?.banner ?? record.properties?.userDefined?.banner ?? null
}
