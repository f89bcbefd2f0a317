/** Buy a name listed for sale, at its price. */
import { purchaseName } from '../../api/purchase'
import type { ActionDefinition } from '../types'
import { listQueries } from '../touchedQueries'

const price = (sellAmount: number | undefined) => BigInt(sellAmount ?? 0)

export const buy: ActionDefinition = {
  id: 'buy',
  ability: 'canBuy',
  label: 'Buy',
  group: 'main',
  title: (ctx) => `Buy ${ctx.name}`,
  summary: (ctx) => `You pay the seller's price and ${ctx.name} moves to your account.`,
  requiresTerms: true,
  fields: () => [],
  initialValues: () => ({}),
  problem: (_values, ctx) => (price(ctx.record?.sellAmount) > 0n ? null : `${ctx.name} is not for sale any more.`),
  costs: (_values, ctx) => [{ label: 'Price', microalgos: price(ctx.record?.sellAmount) }],
  build: (_values, ctx) =>
    purchaseName(ctx.network, ctx.name, { buyer: ctx.sender, offer: Number(price(ctx.record?.sellAmount)) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_values, ctx) => `You bought ${ctx.name}`,
}
