/**
 * Every transaction action, written out: its key in ACTIONS is its id (as ENS app v3 keys its
 * transactions by name), so `actionById` takes only an id that exists, and its definition's
 * `order` is its place on the profile. Adding an action is adding its definition and its line here.
 */
import type { Abilities } from '../core/abilities'
import type { ActionId } from '../core/actionId'
import { acceptOffer } from './definitions/acceptOffer/acceptOffer'
import { buy } from './definitions/buy/buy'
import { cancelSale } from './definitions/cancelSale/cancelSale'
import { claim } from './definitions/claim/claim'
import { editProfile } from './definitions/editProfile/editProfile'
import { linkAddress } from './definitions/linkAddress/linkAddress'
import { list } from './definitions/list/list'
import { lockVault } from './definitions/lockVault/lockVault'
import { mint } from './definitions/mint/mint'
import { offer } from './definitions/offer/offer'
import { optInVault } from './definitions/optInVault/optInVault'
import { payName } from './definitions/payName/payName'
import { renew } from './definitions/renew/renew'
import { sendFromVault } from './definitions/sendFromVault/sendFromVault'
import { sendName } from './definitions/sendName/sendName'
import { sendToVault } from './definitions/sendToVault/sendToVault'
import { setAvatar, setBanner } from './definitions/setImage/setImage'
import { setPrimaryAddress } from './definitions/setPrimaryAddress/setPrimaryAddress'
import { setPrimaryName } from './definitions/setPrimaryName/setPrimaryName'
import { setSegments } from './definitions/setSegments/setSegments'
import { unlinkAddress } from './definitions/unlinkAddress/unlinkAddress'
import { upgradeContract } from './definitions/upgradeContract/upgradeContract'
import type { ActionDefinition } from './types'

export const ACTIONS = {
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

export type { ActionId } from '../core/actionId'

type Definitions = typeof ACTIONS

declare module '../core/actionId' {
  // Gives ActionId its keys: the registry's, here and nowhere else.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface ActionRegistry extends Definitions {}
}

/** A definition with the id the registry gives it. */
export type Action<Data = unknown> = ActionDefinition<Data> & { readonly id: ActionId }

/** The data an action's form parses into. */
type DataOf<Id extends ActionId> = Definitions[Id] extends ActionDefinition<infer Data> ? Data : never

const BY_ID = new Map<ActionId, Action>(
  (Object.keys(ACTIONS) as ActionId[]).map((id) => [id, { ...(ACTIONS[id] as ActionDefinition), id }]),
)

/** Every action in its place on the profile. */
export const ACTION_LIST: readonly Action[] = [...BY_ID.values()].sort((a, b) => a.order - b.order)

/** The action with its own data type (the same object every time: effects may depend on it). */
export function actionById<Id extends ActionId>(id: Id): Action<DataOf<Id>> {
  const found = BY_ID.get(id)
  if (!found) throw new Error(`Unknown action: ${id}`)
  // BY_ID holds ACTIONS[id] under this id: its data is DataOf<Id>.
  return found as Action<DataOf<Id>>
}

/** The actions the abilities allow, split into the main buttons and the Manage menu. */
export function availableActions(abilities: Abilities): { main: Action[]; manage: Action[] } {
  const allowed = ACTION_LIST.filter((a) => abilities[a.ability])
  return { main: allowed.filter((a) => a.group === 'main'), manage: allowed.filter((a) => a.group === 'manage') }
}
