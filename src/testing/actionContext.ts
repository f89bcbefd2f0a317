/**
 * An action's context as the dialog builds it, read from the mock network (record, quote,
 * holdings), then confirmed by the chain as the flow does before it requests a group.
 */
import { getHoldings } from '@/algod/holdings'
import { NETWORKS } from '@/config/networks'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { getName } from '@/names/api/getName'
import { getQuote } from '@/names/api/getQuote'
import { withChainFacts } from '@/names/transactions/flow/withChainFacts'
import { holdingsAddressOf } from '@/names/transactions/holdingsAddressOf'
import { actionById, type ActionId } from '@/names/transactions/registry'
import type { ActionContext } from '@/names/transactions/types'

export async function actionContextFor(
  id: ActionId,
  name: string,
  sender: string = TEST_ACCOUNT.address,
): Promise<ActionContext> {
  const net = NETWORKS.mock
  const record = await getName(net, name, 'full')
  const ctx: ActionContext = { name, record, sender, network: net }
  if (actionById(id).needsQuote) ctx.quote = await getQuote(net, name, sender)
  const holder = holdingsAddressOf(actionById(id), record, sender)
  if (holder) ctx.holdings = await getHoldings(net, holder)
  return withChainFacts(ctx, undefined, actionById(id).needsQuote)
}
