/** Every transaction action, in the order the profile offers them. */
import type { Abilities } from '../core/abilities'
import { acceptOffer } from './definitions/acceptOffer'
import { buy } from './definitions/buy'
import { cancelSale } from './definitions/cancelSale'
import { claim } from './definitions/claim'
import { editProfile } from './definitions/editProfile'
import { linkAddress } from './definitions/linkAddress'
import { list } from './definitions/list'
import { lockVault } from './definitions/lockVault'
import { mint } from './definitions/mint'
import { offer } from './definitions/offer'
import { optInVault } from './definitions/optInVault'
import { renew } from './definitions/renew'
import { sendFromVault } from './definitions/sendFromVault'
import { sendName } from './definitions/sendName'
import { sendToVault } from './definitions/sendToVault'
import { setPrimaryAddress } from './definitions/setPrimaryAddress'
import { setPrimaryName } from './definitions/setPrimaryName'
import { setAvatar, setBanner } from './definitions/setImage'
import { setSegments } from './definitions/setSegments'
import { unlinkAddress } from './definitions/unlinkAddress'
import { upgradeContract } from './definitions/upgradeContract'
import type { ActionDefinition, ActionId } from './types'

export const ACTIONS: readonly ActionDefinition[] = [
  mint,
  claim,
  buy,
  offer,
  renew,
  editProfile,
  setAvatar,
  setBanner,
  list,
  cancelSale,
  acceptOffer,
  sendName,
  linkAddress,
  unlinkAddress,
  setPrimaryAddress,
  setPrimaryName,
  sendToVault,
  optInVault,
  sendFromVault,
  lockVault,
  setSegments,
  upgradeContract,
]

export function actionById(id: ActionId): ActionDefinition {
  const found = ACTIONS.find((a) => a.id === id)
  if (!found) throw new Error(`Unknown action: ${id}`)
  return found
}

/** The actions the abilities allow, split into the main buttons and the Manage menu. */
export function availableActions(abilities: Abilities): { main: ActionDefinition[]; manage: ActionDefinition[] } {
  const allowed = ACTIONS.filter((a) => abilities[a.ability])
  return { main: allowed.filter((a) => a.group === 'main'), manage: allowed.filter((a) => a.group === 'manage') }
}
