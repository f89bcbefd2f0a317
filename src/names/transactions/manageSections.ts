/**
 * The Manage menu in sections a user understands, always in the same order: for the name's
 * holder every management item, a refused one disabled with its reason (a user looks for it
 * there); for anyone else only what they may do with someone else's name. Pure.
 */
import { count, i18n } from '@/lib/i18n/i18n'
import type { Abilities, Ability } from '../core/abilities'
import type { ActionId } from '../core/actionId'
import { MANAGE_SECTION_TITLES, type ManageSectionTitle } from './manageSectionTitle'
import { ACTION_LIST } from './registry'

const messages = i18n('names/transactions/manageSections', {
  Sale: 'Sale',
  Profile: 'Profile',
  Addresses: 'Addresses',
  Vault: 'Vault',
  Segments: 'Segments',
  Contract: 'Contract',
  verify: 'Verify a social or domain',
  verifyWaiting: count({
    one: 'Verify a social or domain ({count} waiting)',
    other: 'Verify a social or domain ({count} waiting)',
  }),
  notPossible: 'Not possible now',
})

/** An action of the registry, or verification (its own dialog, no transaction). */
export type ManageItemId = ActionId | 'verify'

export interface ManageItem {
  id: ManageItemId
  label: string
  /** Why it is disabled; null when it can be taken. */
  reason: string | null
}

export interface ManageSection {
  /** Its heading, in the chosen language. */
  title: string
  items: ManageItem[]
}

interface Entry {
  id: ManageItemId
  /** `verifyWaiting`: the challenges left open on this name (only verification says so). */
  label: (verifyWaiting: number) => string
  ability: Ability
  section: ManageSectionTitle
  order: number
}

/** Verification is not an action: it comes last in Profile, saying how many challenges wait. */
const VERIFY: Entry = {
  id: 'verify',
  label: (waiting) => (waiting ? messages.get().verifyWaiting(waiting) : messages.get().verify),
  ability: 'canVerify',
  section: 'Profile',
  order: Number.POSITIVE_INFINITY,
}

/** Every item of the menu, each in its order (the registry's actions come sorted by it). */
const MANAGE_ENTRIES: readonly Entry[] = [
  ...ACTION_LIST.flatMap((a): Entry[] => (a.group === 'manage' ? [{ ...a, label: () => a.label() }] : [])),
  VERIFY,
]

/**
 * The sections to show. `holder`: the account holds the name (even expired), so it sees every
 * item; `ownerOnly` says which abilities are the holder's alone (hidden from anyone else);
 * `verifyWaiting`: how many verification challenges the holder left open on the name.
 * A section with nothing to show is left out.
 */
export function manageSections({
  abilities,
  reasons,
  holder,
  ownerOnly,
  verifyWaiting = 0,
}: {
  abilities: Abilities
  reasons: Readonly<Record<Ability, string | null>>
  holder: boolean
  ownerOnly: readonly Ability[]
  verifyWaiting?: number
}): ManageSection[] {
  const t = messages.get()
  const shown = MANAGE_ENTRIES.flatMap(({ id, label, ability, section }) => {
    if (!holder && ownerOnly.includes(ability)) return []
    const reason = abilities[ability] ? null : (reasons[ability] ?? t.notPossible)
    return [{ section, item: { id, label: label(verifyWaiting), reason } }]
  })
  return MANAGE_SECTION_TITLES.map((section) => ({
    title: t[section],
    items: shown.filter((s) => s.section === section).map((s) => s.item),
  })).filter((section) => section.items.length > 0)
}
