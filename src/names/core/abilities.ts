/**
 * What the connected account may do with one name: ONE pure computation from the record, the
 * active address and now. Components read these flags and never re-derive ownership, so the
 * rules live (and are tested) in one place. The contracts have the last word; these flags only
 * decide which actions we offer.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { intlFormat } from '@/lib/i18n/intlFormat'
import type { NfdRecord, NfdState } from '../api/types'
import { auctionReason } from './auctionReason'
import { auctionWindowOf } from './auctionWindow'
import { upgradeStepOfVersion, type UpgradeStep } from './contractUpgrade'
import { isSegmentName, isValidName } from './validation'

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
  /**
   * The chain's expiry (its i.expirationTime, in ms) once algod has answered: an expired name's
   * reverse auction runs from it. Left out, no auction is claimed (the API's date alone says none).
   */
  chainExpiresAt?: number | null | undefined
  /** µALGO: the service's quote for the viewer now, said with a running auction. */
  price?: number | null | undefined
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
export interface NameFacts {
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
  /** When the reverse auction of this expired name ends; null when none is running (or not known). */
  auctionEndsAt: number | null
  price: number | null
}

/**
 * One ability: when a minted name allows it, and its two sentences, read when a reason is given
 * (so the chosen language applies): what it does, after "Only the owner can" ("list it"), and why
 * a name the general checks pass still refuses it.
 */
export interface AbilityRule {
  /** Only the holder of a live (not expired) name may take it (the property tests hold it). */
  ownerOnly: boolean
  /** An owner change an old contract can still make (the others need a current one). */
  anyContract?: true
  allows(facts: NameFacts): boolean
  does(): string
  /** Why a name the general checks pass still does not allow it, in a few words. */
  blocked?(facts: NameFacts): string
}

/**
 * An ability's name: a key of every rule put together (transactions/abilities.ts, which fills this
 * interface in, as the registry fills ActionId's): the types that name an ability read it here
 * without importing the rules, which live in the actions' folders.
 */
/** @public filled in by transactions/abilities.ts, not imported */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- its members are the rules
export interface AbilityRegistry {}

export type Ability = keyof AbilityRegistry

/** What the connected account may do with one name, ability by ability. */
export type Abilities = Record<Ability, boolean>

/** The rules by ability: each key names its ability. */
type AbilityRules = Record<`can${string}`, AbilityRule>

// Each shared ability's own key says what it does, after "Only the owner can": "list it".
const messages = i18n('names/core/abilities', {
  canMint: 'mint it',
  canEdit: 'edit it',
  canSetPrimary: 'set its primary address',
  canVerify: 'verify its fields',
  listed: 'It is listed: cancel the sale first',
  noLinks: 'No address is linked yet: link one first',
  noVault: 'The name has no vault',
  notLive: 'The name is not live',
  minted: 'It is already minted',
  yours: 'It is yours',
  ownerOnly: params('Only the owner can {does}'),
  expiredOn: params('It expired on {date}: renew it first'),
  expired: 'It expired: renew it first',
  upgradeFirst: params('Upgrade the contract first: version {version} cannot {does}'),
  notPossible: 'Not possible for this name now',
  connect: 'Connect a wallet first',
  notMintable: 'Not a name that can be minted',
  notMinted: 'The name is not minted yet',
})

/** The words, read when a reason is given (so the chosen language applies); rules in the actions' folders share them. */
export const abilityWords = () => messages.get()
const t = abilityWords
/** Why a vault action is refused when the name has no vault or is not live. */
export const vaultBlocked = (f: NameFacts) => (f.hasVault ? t().notLive : t().noVault)

/**
 * The abilities whose rules the core keeps: those several actions share (canEdit: editProfile and
 * setImage; canSetPrimary: setPrimaryAddress and setPrimaryName) and those of no action's folder
 * (canMint, which computeAbilities judges apart; canVerify, the verify dialog's). Every other rule
 * is its action's own (definitions/<action>/); transactions/abilities.ts puts them all together.
 * Its key names the ability.
 */
export const CORE_RULES = {
  canMint: { does: () => t().canMint, ownerOnly: false, allows: () => false, blocked: () => t().minted },
  canEdit: { does: () => t().canEdit, ownerOnly: true, allows: (f) => f.manage },
  canSetPrimary: {
    does: () => t().canSetPrimary,
    ownerOnly: true,
    allows: (f) => f.manage && f.hasLinks,
    blocked: () => t().noLinks,
  },
  // Verification writes only the service's own fields, which every contract version takes.
  canVerify: { does: () => t().canVerify, ownerOnly: true, anyContract: true, allows: (f) => f.manage },
} satisfies AbilityRules

/** The auction running for an expired name, by the chain's expiry. */
function auctionEndOf(record: NfdRecord, now: Date, chainExpiresAt: number | null | undefined): number | null {
  if (!isExpiredAt(record, now)) return null
  return auctionWindowOf(chainExpiresAt ?? null, now.getTime())?.endsAt ?? null
}

function factsOf(input: AbilitiesInput, record: NfdRecord, activeAddress: string): NameFacts {
  const { name, now, contractVersion } = input
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
    auctionEndsAt: auctionEndOf(record, now, input.chainExpiresAt),
    price: input.price ?? null,
  }
}

/** An owner change the contract must be current (3.x) for: older ones refuse it until upgraded. */
function needsCurrent(rule: AbilityRule): boolean {
  return rule.ownerOnly && !rule.anyContract
}

/** The rule's answer, an old contract refusing what needs a current one. */
function allows(rule: AbilityRule, facts: NameFacts): boolean {
  return rule.allows(facts) && !(facts.upgradeStep !== null && needsCurrent(rule))
}

const day = intlFormat((tag) => new Intl.DateTimeFormat(tag, { dateStyle: 'medium', timeZone: 'UTC' }))

/**
 * Why one ability is refused: the first check it fails, in the order a user would fix them. A
 * running auction comes first: it says what the holder and everyone else can do until it ends.
 */
function reasonOf(ability: string, rule: AbilityRule, facts: NameFacts): string {
  const words = t()
  if (facts.auctionEndsAt !== null && ability !== 'canMint')
    return auctionReason({ endsAt: facts.auctionEndsAt, holder: facts.isHolder, price: facts.price })
  if (rule.ownerOnly) {
    if (!facts.isHolder) return words.ownerOnly({ does: rule.does() })
    if (facts.state === 'expired') {
      const expires = Date.parse(facts.record.timeExpires ?? '')
      return Number.isFinite(expires) ? words.expiredOn({ date: day().format(expires) }) : words.expired
    }
    if (!facts.live) return words.notLive
    if (facts.upgradeStep !== null && needsCurrent(rule))
      return words.upgradeFirst({ version: facts.version ?? '?', does: rule.does() })
  }
  return rule.blocked?.(facts) ?? words.notPossible
}

/**
 * The abilities of a set of rules (transactions/abilities.ts gives every one): which an account
 * may take on one name, and why each refused one is refused. A name that is not minted allows
 * only minting.
 */
export function abilitiesOf<Rules extends AbilityRules & { canMint: AbilityRule }>(rules: Rules) {
  type Ability = keyof Rules & `can${string}`
  type Abilities = Record<Ability, boolean>
  const ABILITIES = Object.keys(rules) as Ability[]
  // Every key of the rules names a rule.
  const ruleOf = (ability: Ability) => rules[ability] as AbilityRule
  const where = (allowed: (ability: Ability) => boolean): Abilities =>
    Object.fromEntries(ABILITIES.map((ability) => [ability, allowed(ability)])) as Abilities
  const NO_ABILITIES: Abilities = Object.freeze(where(() => false))

  function computeAbilities(input: AbilitiesInput): Abilities {
    const { name, record, activeAddress, now, root } = input
    // Browsing needs no wallet; every action does.
    if (!activeAddress) return NO_ABILITIES
    if (!record || record.state === 'available') {
      const wanted = record?.name ?? name
      const rootAllows =
        !isSegmentName(wanted) || root === undefined || segmentMintFor(root, activeAddress, now) !== 'closed'
      return { ...NO_ABILITIES, canMint: isValidName(wanted) && rootAllows }
    }
    const facts = factsOf(input, record, activeAddress)
    return where((ability) => allows(ruleOf(ability), facts))
  }

  /** Why each refused ability is refused (null where it is allowed): a disabled control says why. */
  function abilityReasons(input: AbilitiesInput): Record<Ability, string | null> {
    const abilities = computeAbilities(input)
    const { record, activeAddress } = input
    const facts = activeAddress && record && record.state !== 'available' ? factsOf(input, record, activeAddress) : null
    return Object.fromEntries(
      ABILITIES.map((ability) => {
        if (abilities[ability]) return [ability, null]
        if (!activeAddress) return [ability, t().connect]
        if (!facts) return [ability, ability === 'canMint' ? t().notMintable : t().notMinted]
        return [ability, reasonOf(ability, ruleOf(ability), facts)]
      }),
    ) as Record<Ability, string | null>
  }

  return {
    ABILITIES,
    NO_ABILITIES,
    /** Only the owner of a live (not expired) name may take these. */
    OWNER_ABILITIES: ABILITIES.filter((ability) => ruleOf(ability).ownerOnly) as readonly Ability[],
    /** An owner change the contract must be current (3.x) for: older ones refuse it until upgraded. */
    needsCurrentContract: (ability: Ability) => needsCurrent(ruleOf(ability)),
    computeAbilities,
    abilityReasons,
  }
}

/**
 * A running reverse auction in one sentence for whoever looks, connected or not (null: none is
 * running, or the chain has not said when the name expired).
 */
export function auctionStatus(input: AbilitiesInput): string | null {
  const { record, activeAddress, now } = input
  if (!record || record.state === 'available') return null
  const endsAt = auctionEndOf(record, now, input.chainExpiresAt)
  if (endsAt === null) return null
  const holder = activeAddress !== null && holderOf(record) === activeAddress
  return auctionReason({ endsAt, holder, price: input.price ?? null })
}
