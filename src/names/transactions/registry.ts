/**
 * Every transaction action, named once: its key here is its id (as ENS app v3 derives its
 * transaction names from its registry), in the order the profile offers them.
 */
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
import { payName } from './definitions/payName'
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
import type { ActionDefinition } from './types'

const DEFINITIONS = {
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
  payName,
}

export type ActionId = keyof typeof DEFINITIONS

/** A definition with the id the registry gives it. */
export type Action<Data = unknown> = ActionDefinition<Data> & { readonly id: ActionId }

export const ACTIONS: readonly Action[] = (Object.keys(DEFINITIONS) as ActionId[]).map((id) => ({
  ...DEFINITIONS[id],
  id,
}))

/** The data an action's form parses into. */
type DataOf<Id extends ActionId> = (typeof DEFINITIONS)[Id] extends ActionDefinition<infer Data> ? Data : never

/** The action with its own data type (the same object every time: effects may depend on it). */
export function actionById<Id extends ActionId>(id: Id): Action<DataOf<Id>> {
  const found = ACTIONS.find((a) => a.id === id)
  if (!found) throw new Error(`Unknown action: ${id}`)
  // ACTIONS holds DEFINITIONS[id] under this id: its data is DataOf<Id>.
  return found as Action<DataOf<Id>>
}

/** The actions the abilities allow, split into the main buttons and the Manage menu. */
export function availableActions(abilities: Abilities): { main: Action[]; manage: Action[] } {
  const allowed = ACTIONS.filter((a) => abilities[a.ability])
  return { main: allowed.filter((a) => a.group === 'main'), manage: allowed.filter((a) => a.group === 'manage') }
}
