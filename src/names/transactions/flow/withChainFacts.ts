/**
 * The API proposes, the chain decides: before an action on a minted name requests its group,
 * the name is read on algod and the record must agree with it; the action then goes on with
 * the chain's facts in its context (ctx.chain), where its intent takes the app, asset and price.
 */
import { ChainDisagreesError, chainDisagreements } from '../../core/chainDisagreements'
import { resolveChainFacts } from '../../core/resolveOnChain'
import type { ActionContext } from '../types'

export async function withChainFacts(ctx: ActionContext): Promise<ActionContext> {
  // A mint has no name yet: it pays the registry from the network config.
  if (!ctx.record) return ctx
  const chain = await resolveChainFacts(ctx.network, ctx.name)
  const differences = chainDisagreements(ctx.record, chain)
  if (differences.length > 0 || !chain) throw new ChainDisagreesError(differences)
  return { ...ctx, chain }
}
