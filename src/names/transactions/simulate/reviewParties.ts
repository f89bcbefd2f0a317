/**
 * The words the chain's review uses for the accounts it names: each payee of the checked group
 * by its label, and the seller and the commission agent of a sale as the name's contract has them
 * on chain (ctx.chain, read before the group was requested), never as the API's record says: a
 * record naming another agent does not make it "the NFD platform". Pure.
 */
import { i18n } from '@/lib/i18n/i18n'
import type { CheckedGroup } from '../check/checkGroup'
import type { ActionContext } from '../types'

const messages = i18n('names/transactions/simulate/reviewParties', {
  seller: 'the seller',
  platform: 'the NFD platform (its commission)',
})

export function reviewParties(
  group: Pick<CheckedGroup, 'payments' | 'assets'>,
  ctx: Pick<ActionContext, 'chain'> | undefined,
): Map<string, string> {
  const t = messages.get()
  const parties = new Map<string, string>()
  for (const { to } of [...group.payments, ...group.assets]) parties.set(to.address, to.label)
  const seller = ctx?.chain?.seller
  const agent = ctx?.chain?.commissionAgent
  if (seller && !parties.has(seller)) parties.set(seller, t.seller)
  if (agent && !parties.has(agent)) parties.set(agent, t.platform)
  return parties
}
