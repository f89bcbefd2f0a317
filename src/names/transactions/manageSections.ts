/**
 * The Manage menu in sections a user understands, always in the same order: for the name's
 * holder every management item, a refused one disabled with its reason (a user looks for it
 * there); for anyone else only what they may do with someone else's name. Pure.
 */
import type { Abilities, Ability } from '../core/abilities'
import { ACTIONS, type ActionId } from './registry'

/** The menu's headings, in the order shown; each Manage action names its own. */
const MANAGE_SECTION_TITLES = ['Sale', 'Profile', 'Addresses', 'Vault', 'Segments', 'Contract'] as const

export type ManageSectionTitle = (typeof MANAGE_SECTION_TITLES)[number]

/** An action of the registry, or verification (its own dialog, no transaction). */
export type ManageItemId = ActionId | 'verify'

export interface ManageItem {
  id: ManageItemId
  label: string
  /** Why it is disabled; null when it can be taken. */
  reason: string | null
}

export interface ManageSection {
  title: ManageSectionTitle
  items: ManageItem[]
}

interface Entry {
  id: ManageItemId
  label: string
  ability: Ability
  section: ManageSectionTitle
  order: number
}

/** Verification is not an action: it comes last in Profile. */
const VERIFY: Entry = {
  id: 'verify',
  label: 'Verify a social or domain',
  ability: 'canVerify',
  section: 'Profile',
  order: Number.POSITIVE_INFINITY,
}

/** Every item of the menu, each in its order (the registry's actions come sorted by it). */
const MANAGE_ENTRIES: readonly Entry[] = [...ACTIONS.flatMap((a): Entry[] => (a.group === 'manage' ? [a] : [])), VERIFY]

/**
 * The sections to show. `holder`: the account holds the name (even expired), so it sees every
 * item; `ownerOnly` says which abilities are the holder's alone (hidden from anyone else).
 * A section with nothing to show is left out.
 */
export function manageSections({
  abilities,
  reasons,
  holder,
  ownerOnly,
}: {
  abilities: Abilities
  reasons: Readonly<Record<Ability, string | null>>
  holder: boolean
  ownerOnly: readonly Ability[]
}): ManageSection[] {
  const shown = MANAGE_ENTRIES.flatMap(({ id, label, ability, section }) => {
    if (!holder && ownerOnly.includes(ability)) return []
    const reason = abilities[ability] ? null : (reasons[ability] ?? 'Not possible now')
    return [{ section, item: { id, label, reason } }]
  })
  return MANAGE_SECTION_TITLES.map((title) => ({
    title,
    items: shown.filter((s) => s.section === title).map((s) => s.item),
  })).filter((section) => section.items.length > 0)
}
