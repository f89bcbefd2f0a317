/**
 * The API proposes, the chain decides: before an action on a minted name requests its group,
 * the name is read on algod and the record must agree with it; the action then goes on with
 * the chain's facts in its context (ctx.chain), where its intent takes the app, asset and price.
 * The records the group is built and checked from are read again from the network here: the
 * page's copy may be an old answer (one kept for reading offline), which never reaches a group.
 * An owner change on a contract the chain says is too old stops here, before anything is requested.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import type { NetworkConfig } from '@/config/networks'
import { getName } from '../../api/getName'
import type { NfdRecord } from '../../api/types'
import type { Ability } from '../../core/abilities'
import { needsCurrentContract } from '../abilities'
import { ChainDisagreesError, chainDisagreements } from '../../core/chainDisagreements'
import { ContractTooOldError, upgradeStepOfVersion } from '../../core/contractUpgrade'
import { readRegistryFacts } from '../../core/registryFacts'
import { resolveChainFacts } from '../../core/resolveOnChain'
import type { ActionContext } from '../types'

const messages = i18n('names/transactions/flow/withChainFacts', {
  noRecord: params('The name service no longer has a record of {name}.'),
})

/** The record as the name service has it now, or what the page had when there was none. */
async function freshRoot(net: NetworkConfig, root: NfdRecord | null | undefined) {
  return root ? getName(net, root.name, 'full') : root
}

/**
 * `priced`: the contract prices the action through the registry (a mint, a renewal, the move to
 * 3.x that renews): the registry reads its ALGO/USD oracle, which the group may then reference.
 */
export async function withChainFacts(ctx: ActionContext, ability?: Ability, priced = false): Promise<ActionContext> {
  // A mint has no name yet: it pays the registry from the network config (and a segment's root);
  // the registry's program on chain names the price oracle the mint may reference.
  if (!ctx.record) {
    const [registry, root] = await Promise.all([readRegistryFacts(ctx.network), freshRoot(ctx.network, ctx.root)])
    return { ...ctx, registry, root }
  }
  const [chain, record, root, registry] = await Promise.all([
    resolveChainFacts(ctx.network, ctx.name),
    getName(ctx.network, ctx.name, 'full'),
    freshRoot(ctx.network, ctx.root),
    priced ? readRegistryFacts(ctx.network) : undefined,
  ])
  // The chain's version decides, whatever the record says: an old contract refuses the change.
  if (chain && ability && needsCurrentContract(ability) && upgradeStepOfVersion(chain.version))
    throw new ContractTooOldError(ctx.name, chain.version)
  // What the user was shown and what the service says now must both agree with the chain.
  const differences = [
    ...new Set([...chainDisagreements(ctx.record, chain), ...(record ? chainDisagreements(record, chain) : [])]),
  ]
  if (differences.length > 0 || !chain) throw new ChainDisagreesError(differences)
  if (!record) throw new ChainDisagreesError([messages.get().noRecord({ name: ctx.name })])
  return { ...ctx, record, root, chain, ...(registry ? { registry } : {}) }
}
