/**
 * Every ability, put together: the core's shared rules (core/abilities.ts) and each action's own,
 * from its folder (definitions/<action>/). Its key names the ability; what an account may do with
 * a name, and why not, is worked out from these (abilitiesOf).
 */
import { abilitiesOf, CORE_RULES } from '../core/abilities'
import { canPay } from './definitions/payName/canPay'

const RULES = { ...CORE_RULES, canPay }

export type Ability = keyof typeof RULES

/** What the connected account may do with one name, ability by ability. */
export type Abilities = Record<Ability, boolean>

export const { ABILITIES, NO_ABILITIES, OWNER_ABILITIES, needsCurrentContract, computeAbilities, abilityReasons } =
  abilitiesOf(RULES)
