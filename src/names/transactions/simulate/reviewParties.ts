/**
 * The words the chain's review uses for the accounts it names: each payee of the checked group
 * by its label, the accounts the user named (a recipient typed as a .algo name), the name's own
 * contract, and the seller and the commission agent of a sale as the name's contract has them
 * on chain (ctx.chain, read before the group was requested), never as the API's record says: a
 * record naming another agent does not make it "the NFD platform". Pure.
 */
import { i18n } from '@/lib/i18n/i18n'
import type { CheckedGroup } from '../check/checkGroup'
import type { Intent } from '../check/intent'
import { nameContract } from '../definitions/parties'
import type { ActionContext } from '../types'

const messages = i18n('names/transactions/simulate/reviewParties', {
  seller: 'the seller',
  platform: 'the NFD platform (its commission)',
})

export function reviewParties(
  group: Pick<CheckedGroup, 'payments' | 'assets'> & { words?: Pick<Intent, 'named'> },
  ctx: Pick<ActionContext, 'chain' | 'name'> | undefined,
): Map<string, string> {
  const t = messages.get()
  const parties = new Map<string, string>()
  const named = [
    ...group.payments.map(({ to }) => to),
    ...group.assets.map(({ to }) => to),
    ...(group.words?.named ?? []),
  ]
  for (const party of [...named, ...(ctx ? nameContract(ctx) : [])])
    if (!parties.has(party.address)) parties.set(party.address, party.label)
  const seller = ctx?.chain?.seller
  const agent = ctx?.chain?.commissionAgent
  if (seller && !parties.has(seller)) parties.set(seller, t.seller)
  if (agent && !parties.has(agent)) parties.set(agent, t.platform)
  return parties
}
