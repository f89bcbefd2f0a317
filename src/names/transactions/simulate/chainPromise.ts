/**
 * What an action promises the chain will do for the user beyond the money the review shows: a
 * purchase or a claim delivers the name's asset to the buyer; sending a name hands its asset to
 * the name's own contract, where it waits for the recipient's claim. From the chain's facts, never
 * from the API's record.
 */
import { applicationAddress } from '@/lib/address'
import type { Ability } from '../../core/abilities'
import type { ActionContext } from '../types'
import type { ChainPromise } from './chainContradiction'

const DELIVERS_THE_NAME: ReadonlySet<Ability> = new Set<Ability>(['canBuy', 'canClaim'])

export function chainPromiseOf(ability: Ability, ctx: ActionContext): ChainPromise {
  const assetId = ctx.chain?.asaId ?? 0n
  if (assetId === 0n) return {}
  if (ability === 'canSendName' && ctx.chain)
    return { hands: { assetId, label: ctx.name, to: applicationAddress(ctx.chain.appId) } }
  if (!DELIVERS_THE_NAME.has(ability)) return {}
  return { delivers: { assetId, label: ctx.name, to: ctx.sender } }
}
