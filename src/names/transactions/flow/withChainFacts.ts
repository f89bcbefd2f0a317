/**
 * The API proposes, the chain decides: before an action on a minted name requests its group,
 * the name is read on algod and the record must agree with it; the action then goes on with
 * the chain's facts in its context (ctx.chain), where its intent takes the app, asset and price.
 * An owner change on a contract the chain says is too old stops here, before anything is requested.
 */
import { needsCurrentContract, type Ability } from '../../core/abilities'
import { ChainDisagreesError, chainDisagreements } from '../../core/chainDisagreements'
import { ContractTooOldError, upgradeStepOfVersion } from '../../core/contractUpgrade'
import { resolveChainFacts } from '../../core/resolveOnChain'
import type { ActionContext } from '../types'

export async function withChainFacts(ctx: ActionContext, ability?: Ability): Promise<ActionContext> {
  // A mint has no name yet: it pays the registry from the network config.
  if (!ctx.record) return ctx
  const chain = await resolveChainFacts(ctx.network, ctx.name)
  // The chain's version decides, whatever the record says: an old contract refuses the change.
  if (chain && ability && needsCurrentContract(ability) && upgradeStepOfVersion(chain.version))
    throw new ContractTooOldError(ctx.name, chain.version)
  const differences = chainDisagreements(ctx.record, chain)
  if (differences.length > 0 || !chain) throw new ChainDisagreesError(differences)
  return { ...ctx, chain }
}
