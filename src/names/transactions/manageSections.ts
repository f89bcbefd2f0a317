/**
 * The Manage menu in sections a user understands, always in the same order: for the name's
 * holder every management item, a refused one disabled with its reason (a user looks for it
 * there); for anyone else only what they may do with someone else's name. Pure.
 */
import type { Abilities, Ability } from '../core/abilities'
import { actionById, type ActionId } from './registry'

/** An action of the registry, or verification (its own dialog, no transaction). */
export type ManageItemId = ActionId | 'verify'

export interface ManageItem {
  id: ManageItemId
  label: string
  /** Why it is disabled; null when it can be taken. */
  reason: string | null
}

export interface ManageSection {
  title: string
  items: ManageItem[]
}

const VERIFY = { label: 'Verify a social or domain', ability: 'canVerify' } as const

export const MANAGE_SECTIONS: readonly { title: string; items: readonly ManageItemId[] }[] = [
  { title: 'Sale', items: ['list', 'cancelSale', 'sendName'] },
  { title: 'Profile', items: ['editProfile', 'setAvatar', 'setBanner', 'verify'] },
  { title: 'Addresses', items: ['linkAddress', 'unlinkAddress', 'setPrimaryAddress', 'setPrimaryName'] },
  { title: 'Vault', items: ['sendToVault', 'optInVault', 'sendFromVault', 'lockVault'] },
  { title: 'Segments', items: ['setSegments'] },
  { title: 'Contract', items: ['upgradeContract'] },
]

function describe(id: ManageItemId): { label: string; ability: Ability } {
  return id === 'verify' ? VERIFY : actionById(id)
}

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
  return MANAGE_SECTIONS.map(({ title, items }) => ({
    title,
    items: items.flatMap((id): ManageItem[] => {
      const { label, ability } = describe(id)
      if (!holder && ownerOnly.includes(ability)) return []
      return [{ id, label, reason: abilities[ability] ? null : (reasons[ability] ?? 'Not possible now') }]
    }),
  })).filter((section) => section.items.length > 0)
}
