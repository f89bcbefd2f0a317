/**
 * Every ability, put together: the core's shared rules (core/abilities.ts) and each action's own,
 * from its folder (definitions/<action>/). Its key names the ability; what an account may do with
 * a name, and why not, is worked out from these (abilitiesOf).
 */
import { abilitiesOf, CORE_RULES } from '../core/abilities'
import { canCancelSale } from './definitions/cancelSale/canCancelSale'
import { canClaim } from './definitions/claim/canClaim'
import { canLink } from './definitions/linkAddress/canLink'
import { canList } from './definitions/list/canList'
import { canPay } from './definitions/payName/canPay'
import { canRenew } from './definitions/renew/canRenew'
import { canSetSegments } from './definitions/setSegments/canSetSegments'
import { canUpgrade } from './definitions/upgradeContract/canUpgrade'

const RULES = { ...CORE_RULES, canClaim, canList, canCancelSale, canRenew, canSetSegments, canUpgrade, canLink, canPay }

export type Ability = keyof typeof RULES

/** What the connected account may do with one name, ability by ability. */
export type Abilities = Record<Ability, boolean>

export const { ABILITIES, NO_ABILITIES, OWNER_ABILITIES, needsCurrentContract, computeAbilities, abilityReasons } =
  abilitiesOf(RULES)
