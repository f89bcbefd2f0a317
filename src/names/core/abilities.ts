/**
 * What the connected account may do with one name: ONE pure computation from the record, the
 * active address and now. Components read these flags and never re-derive ownership, so the
 * rules live (and are tested) in one place. The contracts have the last word; these flags only
 * decide which actions we offer.
 */
import type { NfdRecord, NfdState } from '../api/types'
import { upgradeStepOfVersion, type UpgradeStep } from './contractUpgrade'
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
  /**
   * The contract's version as the chain says (its i.ver); left out, the record's word stands
   * until the chain has answered.
   */
  contractVersion?: string | null
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
  /** The contract's version as known, and the upgrade it needs (null: current). */
  version: string | null
  upgradeStep: UpgradeStep | null
  now: Date
}

interface AbilityRule {
  /** Only the holder of a live (not expired) name may take it (the property tests hold it). */
  ownerOnly: boolean
  /** What it does, after "Only the owner can": "list it". */
  does: string
  /** An owner change an old contract can still make (the others need a current one). */
  anyContract?: true
  allows(facts: NameFacts): boolean
  /** Why a name the general checks pass still does not allow it, in a few words. */
  blocked?(facts: NameFacts): string
}

const LISTED = 'It is listed: cancel the sale first'
const NO_LINKS = 'No address is linked yet: link one first'
const NO_VAULT = 'The name has no vault'
const vaultBlocked = (f: NameFacts) => (f.hasVault ? 'The name is not live' : NO_VAULT)

/**
 * Every ability, named once: its key is its name, the rule says when a minted name allows it.
 * A name that is not minted allows only minting (computeAbilities).
 */
const RULES = {
  canMint: { ownerOnly: false, does: 'mint it', allows: () => false, blocked: () => 'It is already minted' },
  // A private sale (reservedFor) is for that one buyer only, who pays the claim price
  // (the minting kickoff already paid comes off): so it is a claim, not a purchase.
  canBuy: {
    ownerOnly: false,
    does: 'buy it',
    allows: (f) => f.listed && !f.isHolder && !f.record.reservedFor,
    blocked: (f) => (f.isHolder ? 'It is yours' : f.listed ? 'It is reserved for one buyer' : 'It is not for sale'),
  },
  canClaim: {
    ownerOnly: false,
    does: 'claim it',
    allows: (f) => (f.state === 'reserved' || f.listed) && f.reservedForMe && !f.isHolder,
    blocked: () => 'It is not reserved for you',
  },
  canList: {
    ownerOnly: true,
    does: 'list it',
    allows: (f) => f.isHolder && f.state === 'owned',
    blocked: () => 'It is listed already: cancel the sale to change it',
  },
  canCancelSale: {
    ownerOnly: true,
    does: 'cancel its sale',
    allows: (f) => f.isHolder && f.state === 'forSale',
    blocked: () => 'It is not listed for sale',
  },
  // Accepting lists the name for the bidder: only a name not listed already.
  canAcceptOffer: {
    ownerOnly: true,
    does: 'accept an offer',
    allows: (f) => f.isHolder && f.state === 'owned',
    blocked: () => LISTED,
  },
  canOffer: {
    ownerOnly: false,
    does: 'make an offer',
    allows: (f) => f.state === 'owned' && !f.isHolder,
    blocked: (f) => (f.isHolder ? 'It is yours' : 'Offers go to an owned name, not listed'),
  },
  // V3 names expire (timeExpires); V1/V2 are lifetime. Once expired anyone may take it over.
  canRenew: {
    ownerOnly: false,
    does: 'renew it',
    allows: (f) => f.state === 'expired' || (f.manage && Boolean(f.record.timeExpires)),
    blocked: (f) => (f.record.timeExpires ? 'Only the owner can renew it' : 'It never expires (a lifetime name)'),
  },
  canEdit: { ownerOnly: true, does: 'edit it', allows: (f) => f.manage },
  canLink: { ownerOnly: true, does: 'link addresses', allows: (f) => f.manage },
  canUnlink: {
    ownerOnly: true,
    does: 'unlink addresses',
    allows: (f) => f.manage && f.hasLinks,
    blocked: () => NO_LINKS,
  },
  // A gift is a sale at 0 reserved for the recipient: only a name that is not listed.
  canSendName: {
    ownerOnly: true,
    does: 'send it',
    allows: (f) => f.isHolder && f.state === 'owned',
    blocked: () => LISTED,
  },
  canUpgrade: {
    ownerOnly: true,
    does: 'upgrade its contract',
    anyContract: true,
    allows: (f) => f.manage && f.upgradeStep !== null,
    blocked: (f) => `The contract is current already${f.version ? ` (version ${f.version})` : ''}`,
  },
  // Only a root has segments.
  canSetSegments: {
    ownerOnly: true,
    does: 'set its segments',
    allows: (f) => f.manage && !f.record.parentAppID && (f.record.name ?? f.name).split('.').length === 2,
    blocked: () => 'Only a root name (one word before .algo) has segments',
  },
  canSetPrimary: {
    ownerOnly: true,
    does: 'set its primary address',
    allows: (f) => f.manage && f.hasLinks,
    blocked: () => NO_LINKS,
  },
  // Sending to a vault is open to anyone; the API refuses assets the vault cannot take.
  canSendToVault: {
    ownerOnly: false,
    does: 'send to its vault',
    allows: (f) => f.live && f.hasVault,
    blocked: vaultBlocked,
  },
  canOptInVault: {
    ownerOnly: false,
    does: 'opt its vault in',
    allows: (f) => f.live && f.hasVault && (f.isHolder || !isVaultLocked(f.record)),
    blocked: (f) => (f.live && f.hasVault ? 'The owner locked the vault to opt-ins' : vaultBlocked(f)),
  },
  // What is in the vault is the owner's alone to move or to open to airdrops.
  canSendFromVault: {
    ownerOnly: true,
    does: 'send from its vault',
    allows: (f) => f.manage && f.hasVault,
    blocked: () => NO_VAULT,
  },
  canLockVault: {
    ownerOnly: true,
    does: 'lock its vault',
    allows: (f) => f.manage && f.hasVault,
    blocked: () => NO_VAULT,
  },
  // Verification writes only the service's own fields, which every contract version takes.
  canVerify: { ownerOnly: true, does: 'verify its fields', anyContract: true, allows: (f) => f.manage },
  // Anyone may pay a name that someone holds (not listed, reserved or expired).
  canPay: {
    ownerOnly: false,
    does: 'pay it',
    allows: (f) => f.state === 'owned',
    blocked: () => 'Only a name someone holds (not listed, reserved or expired) takes payments',
  },
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

/** An owner change the contract must be current (3.x) for: older ones refuse it until upgraded. */
export function needsCurrentContract(ability: Ability): boolean {
  const rule: AbilityRule = RULES[ability]
  return rule.ownerOnly && !rule.anyContract
}

function factsOf(
  name: string,
  record: NfdRecord,
  activeAddress: string,
  now: Date,
  contractVersion: string | null | undefined,
): NameFacts {
  const isHolder = holderOf(record) === activeAddress
  const version = contractVersion === undefined ? (record.properties?.internal?.ver ?? null) : contractVersion
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
    version,
    upgradeStep: upgradeStepOfVersion(version),
    now,
  }
}

/** The rule's answer, an old contract refusing what needs a current one. */
function allows(ability: Ability, facts: NameFacts): boolean {
  return RULES[ability].allows(facts) && !(facts.upgradeStep !== null && needsCurrentContract(ability))
}

export function computeAbilities(input: AbilitiesInput): Abilities {
  const { name, record, activeAddress, now, root } = input
  // Browsing needs no wallet; every action does.
  if (!activeAddress) return NO_ABILITIES
  if (!record || record.state === 'available') {
    const wanted = record?.name ?? name
    const rootAllows =
      !isSegmentName(wanted) || root === undefined || segmentMintFor(root, activeAddress, now) !== 'closed'
    return { ...NO_ABILITIES, canMint: isValidName(wanted) && rootAllows }
  }
  const facts = factsOf(name, record, activeAddress, now, input.contractVersion)
  return abilitiesWhere((ability) => allows(ability, facts))
}

const day = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' })

/** Why one ability is refused: the first check it fails, in the order a user would fix them. */
function reasonOf(ability: Ability, facts: NameFacts): string {
  const rule: AbilityRule = RULES[ability]
  if (rule.ownerOnly) {
    if (!facts.isHolder) return `Only the owner can ${rule.does}`
    if (facts.state === 'expired') {
      const expires = Date.parse(facts.record.timeExpires ?? '')
      return Number.isFinite(expires)
        ? `It expired on ${day.format(expires)}: renew it first`
        : 'It expired: renew it first'
    }
    if (!facts.live) return 'The name is not live'
    if (facts.upgradeStep !== null && needsCurrentContract(ability))
      return `Upgrade the contract first: version ${facts.version ?? '?'} cannot ${rule.does}`
  }
  return rule.blocked?.(facts) ?? `Not possible for this name now`
}

/**
 * Why each refused ability is refused (null where it is allowed), from the same facts as
 * computeAbilities: a disabled control says why.
 */
export function abilityReasons(input: AbilitiesInput): Record<Ability, string | null> {
  const abilities = computeAbilities(input)
  const { name, record, activeAddress, now } = input
  const facts =
    activeAddress && record && record.state !== 'available'
      ? factsOf(name, record, activeAddress, now, input.contractVersion)
      : null
  return Object.fromEntries(
    ABILITIES.map((ability) => {
      if (abilities[ability]) return [ability, null]
      if (!activeAddress) return [ability, 'Connect a wallet first']
      if (!facts)
        return [ability, ability === 'canMint' ? 'Not a name that can be minted' : 'The name is not minted yet']
      return [ability, reasonOf(ability, facts)]
    }),
  ) as Record<Ability, string | null>
}
