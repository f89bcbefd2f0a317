/**
 * What the connected account may do with one name: ONE pure computation from the record, the
 * active address and now. Components read these flags and never re-derive ownership, so the
 * rules live (and are tested) in one place. The contracts have the last word; these flags only
 * decide which actions we offer.
 */
import type { NfdRecord, NfdState } from '../api/types'
import { upgradeStepOf } from './contractUpgrade'
import { isSegmentName, isValidName } from './validation'
import { isVaultLocked } from './vaultLock'

export interface AbilitiesInput {
  /** The name being looked at. */
  name: string
  /** null: the name was never minted (the API answered 404). */
  record: NfdRecord | null
  activeAddress: string | null
  now: Date
  /**
   * For a segment: its root's record (null: the root is not minted). Left out, the root is not
   * known yet and the segment's mint is judged on the name alone.
   */
  root?: NfdRecord | null
}

/** The record says owned, but its expiry has passed since it was read: treat it as expired. */
function isExpiredAt(record: NfdRecord, now: Date): boolean {
  if (record.state === 'expired' || record.expired === true) return true
  if (!record.timeExpires) return false
  const expires = Date.parse(record.timeExpires)
  return Number.isFinite(expires) && expires <= now.getTime()
}

/**
 * Who holds the name: its owner, unless that is the name's own account (unclaimed or
 * reserved names are held by themselves), in which case nobody.
 */
export function holderOf(record: NfdRecord): string | null {
  const owner = record.owner ?? null
  if (owner && owner !== record.nfdAccount) return owner
  // A listed name may carry only the seller (the owner field can be the escrow).
  if (record.state === 'forSale' && record.seller && record.seller !== record.nfdAccount) return record.seller
  return null
}

/**
 * Who may mint segments of a root: anyone when its owner unlocked them (segmentLocked "0"),
 * else only the root's holder. A root that is not minted, or has expired, takes no segments.
 */
export function segmentMintFor(
  root: NfdRecord | null,
  activeAddress: string | null,
  now: Date,
): 'open' | 'owner' | 'closed' {
  if (!root || root.state === 'available' || isExpiredAt(root, now)) return 'closed'
  if (root.properties?.internal?.segmentLocked === '0') return 'open'
  return activeAddress !== null && holderOf(root) === activeAddress ? 'owner' : 'closed'
}

/** What the rules read: the facts of a minted name for the connected account, worked out once. */
interface NameFacts {
  name: string
  record: NfdRecord
  state: NfdState | undefined
  isHolder: boolean
  listed: boolean
  reservedForMe: boolean
  live: boolean
  /** The holder of a live name. */
  manage: boolean
  hasVault: boolean
  hasLinks: boolean
}

interface AbilityRule {
  /** Only the holder of a live (not expired) name may take it (the property tests hold it). */
  ownerOnly: boolean
  allows(facts: NameFacts): boolean
}

/**
 * Every ability, named once: its key is its name, the rule says when a minted name allows it.
 * A name that is not minted allows only minting (computeAbilities).
 */
const RULES = {
  canMint: { ownerOnly: false, allows: () => false },
  // A private sale (reservedFor) is for that one buyer only, who pays the claim price
  // (the minting kickoff already paid comes off): so it is a claim, not a purchase.
  canBuy: { ownerOnly: false, allows: (f) => f.listed && !f.isHolder && !f.record.reservedFor },
  canClaim: {
    ownerOnly: false,
    allows: (f) => (f.state === 'reserved' || f.listed) && f.reservedForMe && !f.isHolder,
  },
  canList: { ownerOnly: true, allows: (f) => f.isHolder && f.state === 'owned' },
  canCancelSale: { ownerOnly: true, allows: (f) => f.isHolder && f.state === 'forSale' },
  // Accepting lists the name for the bidder: only a name not listed already.
  canAcceptOffer: { ownerOnly: true, allows: (f) => f.isHolder && f.state === 'owned' },
  canOffer: { ownerOnly: false, allows: (f) => f.state === 'owned' && !f.isHolder },
  // V3 names expire (timeExpires); V1/V2 are lifetime. Once expired anyone may take it over.
  canRenew: { ownerOnly: false, allows: (f) => f.state === 'expired' || (f.manage && Boolean(f.record.timeExpires)) },
  canEdit: { ownerOnly: true, allows: (f) => f.manage },
  canLink: { ownerOnly: true, allows: (f) => f.manage },
  canUnlink: { ownerOnly: true, allows: (f) => f.manage && f.hasLinks },
  // A gift is a sale at 0 reserved for the recipient: only a name that is not listed.
  canSendName: { ownerOnly: true, allows: (f) => f.isHolder && f.state === 'owned' },
  canUpgrade: { ownerOnly: true, allows: (f) => f.manage && upgradeStepOf(f.record) !== null },
  // Only a root has segments.
  canSetSegments: {
    ownerOnly: true,
    allows: (f) => f.manage && !f.record.parentAppID && (f.record.name ?? f.name).split('.').length === 2,
  },
  canSetPrimary: { ownerOnly: true, allows: (f) => f.manage && f.hasLinks },
  // Sending to a vault is open to anyone; the API refuses assets the vault cannot take.
  canSendToVault: { ownerOnly: false, allows: (f) => f.live && f.hasVault },
  canOptInVault: {
    ownerOnly: false,
    allows: (f) => f.live && f.hasVault && (f.isHolder || !isVaultLocked(f.record)),
  },
  // What is in the vault is the owner's alone to move or to open to airdrops.
  canSendFromVault: { ownerOnly: true, allows: (f) => f.manage && f.hasVault },
  canLockVault: { ownerOnly: true, allows: (f) => f.manage && f.hasVault },
  canVerify: { ownerOnly: true, allows: (f) => f.manage },
  // Anyone may pay a name that someone holds (not listed, reserved or expired).
  canPay: { ownerOnly: false, allows: (f) => f.state === 'owned' },
} satisfies Record<`can${string}`, AbilityRule>

export type Ability = keyof typeof RULES

/** What the connected account may do with one name, ability by ability. */
export type Abilities = Record<Ability, boolean>

export const ABILITIES = Object.keys(RULES) as Ability[]

/** Only the owner of a live (not expired) name may take these. */
export const OWNER_ABILITIES: readonly Ability[] = ABILITIES.filter((ability) => RULES[ability].ownerOnly)

function abilitiesWhere(allowed: (ability: Ability) => boolean): Abilities {
  return Object.fromEntries(ABILITIES.map((ability) => [ability, allowed(ability)])) as Abilities
}

export const NO_ABILITIES: Abilities = Object.freeze(abilitiesWhere(() => false))

function factsOf(name: string, record: NfdRecord, activeAddress: string, now: Date): NameFacts {
  const isHolder = holderOf(record) === activeAddress
  const state = isExpiredAt(record, now) ? 'expired' : record.state
  const live = state === 'owned' || state === 'forSale'
  return {
    name,
    record,
    state,
    isHolder,
    listed: state === 'forSale' && (record.sellAmount ?? 0) > 0,
    reservedForMe: record.reservedFor === activeAddress,
    live,
    manage: isHolder && live,
    hasVault: Boolean(record.nfdAccount),
    hasLinks: (record.caAlgo?.length ?? 0) > 0,
  }
}

export function computeAbilities({ name, record, activeAddress, now, root }: AbilitiesInput): Abilities {
  // Browsing needs no wallet; every action does.
  if (!activeAddress) return NO_ABILITIES
  if (!record || record.state === 'available') {
    const wanted = record?.name ?? name
    const rootAllows =
      !isSegmentName(wanted) || root === undefined || segmentMintFor(root, activeAddress, now) !== 'closed'
    return { ...NO_ABILITIES, canMint: isValidName(wanted) && rootAllows }
  }
  const facts = factsOf(name, record, activeAddress, now)
  return abilitiesWhere((ability) => RULES[ability].allows(facts))
}
