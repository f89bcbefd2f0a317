/**
 * Every ability, put together: the core's shared rules (core/abilities.ts) and each action's own,
 * from its folder (definitions/<action>/). Its key names the ability; what an account may do with
 * a name, and why not, is worked out from these (abilitiesOf).
 */
import { abilitiesOf, CORE_RULES } from '../core/abilities'
import { canAcceptOffer } from './definitions/acceptOffer/canAcceptOffer'
import { canBuy } from './definitions/buy/canBuy'
import { canCancelSale } from './definitions/cancelSale/canCancelSale'
import { canClaim } from './definitions/claim/canClaim'
import { canLink } from './definitions/linkAddress/canLink'
import { canList } from './definitions/list/canList'
import { canLockVault } from './definitions/lockVault/canLockVault'
import { canOffer } from './definitions/offer/canOffer'
import { canOptInVault } from './definitions/optInVault/canOptInVault'
import { canPay } from './definitions/payName/canPay'
import { canRenew } from './definitions/renew/canRenew'
import { canSendFromVault } from './definitions/sendFromVault/canSendFromVault'
import { canSendName } from './definitions/sendName/canSendName'
import { canSendToVault } from './definitions/sendToVault/canSendToVault'
import { canSetSegments } from './definitions/setSegments/canSetSegments'
import { canUnlink } from './definitions/unlinkAddress/canUnlink'
import { canUpgrade } from './definitions/upgradeContract/canUpgrade'

const { canMint, canEdit, canSetPrimary, canVerify } = CORE_RULES

// In the order a reason list and the ability table read them.
const RULES = {
  canMint,
  canBuy,
  canClaim,
  canList,
  canCancelSale,
  canAcceptOffer,
  canOffer,
  canRenew,
  canEdit,
  canLink,
  canUnlink,
  canSendName,
  canUpgrade,
  canSetSegments,
  canSetPrimary,
  canSendToVault,
  canOptInVault,
  canSendFromVault,
  canLockVault,
  canVerify,
  canPay,
}

type Rules = typeof RULES

declare module '../core/abilities' {
  // Gives Ability its keys: these rules', here and nowhere else.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AbilityRegistry extends Rules {}
}

export const { ABILITIES, NO_ABILITIES, OWNER_ABILITIES, needsCurrentContract, computeAbilities, abilityReasons } =
  abilitiesOf(RULES)
