/**
 * What the connected account may do with one name: ONE pure computation from the record, the
 * active address and now. Components read these flags and never re-derive ownership, so the
 * rules live (and are tested) in one place. The contracts have the last word; these flags only
 * decide which actions we offer.
 */
import type { NfdRecord } from '../api/types'
import { upgradeStepOf } from './contractUpgrade'
import { isSegmentName, isValidName } from './validation'
import { isVaultLocked } from './vaultLock'

export interface Abilities {
  canMint: boolean
  canBuy: boolean
  canClaim: boolean
  canList: boolean
  canCancelSale: boolean
  canAcceptOffer: boolean
  canOffer: boolean
  canRenew: boolean
  canEdit: boolean
  canLink: boolean
  canUnlink: boolean
  canSendName: boolean
  canUpgrade: boolean
  canSetSegments: boolean
  canSetPrimary: boolean
  canSendToVault: boolean
  canOptInVault: boolean
  canSendFromVault: boolean
  canLockVault: boolean
  canVerify: boolean
}

export type Ability = keyof Abilities

/**
 * Every ability, and whether only the owner of a live
 * (not expired) name may take it. A Record: a new ability cannot be left out.
 */
const OWNER_ONLY: Record<Ability, boolean> = {
  canMint: false,
  canBuy: false,
  canClaim: false,
  canList: true,
  canCancelSale: true,
  canAcceptOffer: true,
  canOffer: false,
  canRenew: false,
  canEdit: true,
  canLink: true,
  canUnlink: true,
  canSendName: true,
  canUpgrade: true,
  canSetSegments: true,
  canSetPrimary: true,
  canSendToVault: false,
  canOptInVault: false,
  canSendFromVault: true,
  canLockVault: true,
  canVerify: true,
}

export const ABILITIES = Object.keys(OWNER_ONLY) as Ability[]

/** Only the owner of a live (not expired) name may take these. */
export const OWNER_ABILITIES: readonly Ability[] = ABILITIES.filter((ability) => OWNER_ONLY[ability])

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

export const NO_ABILITIES: Abilities = Object.freeze(
  Object.fromEntries(ABILITIES.map((ability) => [ability, false])) as unknown as Abilities,
)

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

export function computeAbilities({ name, record, activeAddress, now, root }: AbilitiesInput): Abilities {
  // Browsing needs no wallet; every action does.
  if (!activeAddress) return NO_ABILITIES
  if (!record || record.state === 'available') {
    const wanted = record?.name ?? name
    const rootAllows =
      !isSegmentName(wanted) || root === undefined || segmentMintFor(root, activeAddress, now) !== 'closed'
    return { ...NO_ABILITIES, canMint: isValidName(wanted) && rootAllows }
  }
  const expired = isExpiredAt(record, now)
  const isHolder = holderOf(record) === activeAddress
  const state = expired ? 'expired' : record.state
  const listed = state === 'forSale' && (record.sellAmount ?? 0) > 0
  const reservedForMe = record.reservedFor === activeAddress
  const live = state === 'owned' || state === 'forSale'
  const manage = isHolder && live
  const vaultUnlocked = !isVaultLocked(record)
  return {
    canMint: false,
    // A private sale (reservedFor) is for that one buyer only, who pays the claim price
    // (the minting kickoff already paid comes off): so it is a claim, not a purchase.
    canBuy: listed && !isHolder && !record.reservedFor,
    canClaim: (state === 'reserved' || listed) && reservedForMe && !isHolder,
    canList: isHolder && state === 'owned',
    canCancelSale: isHolder && state === 'forSale',
    // Accepting lists the name for the bidder: only a name not listed already.
    canAcceptOffer: isHolder && state === 'owned',
    canOffer: state === 'owned' && !isHolder,
    // V3 names expire (timeExpires); V1/V2 are lifetime. Once expired anyone may take it over.
    canRenew: state === 'expired' || (manage && Boolean(record.timeExpires)),
    canEdit: manage,
    canLink: manage,
    canUnlink: manage && (record.caAlgo?.length ?? 0) > 0,
    // A gift is a sale at 0 reserved for the recipient: only a name that is not listed.
    canSendName: isHolder && state === 'owned',
    canUpgrade: manage && upgradeStepOf(record) !== null,
    // Only a root has segments.
    canSetSegments: manage && !record.parentAppID && (record.name ?? name).split('.').length === 2,
    canSetPrimary: manage && (record.caAlgo?.length ?? 0) > 0,
    // Sending to a vault is open to anyone; the API refuses assets the vault cannot take.
    canSendToVault: live && Boolean(record.nfdAccount),
    canOptInVault: live && Boolean(record.nfdAccount) && (isHolder || vaultUnlocked),
    // What is in the vault is the owner's alone to move or to open to airdrops.
    canSendFromVault: manage && Boolean(record.nfdAccount),
    canLockVault: manage && Boolean(record.nfdAccount),
    canVerify: manage,
  }
}
