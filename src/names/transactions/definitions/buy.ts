/** Buy a name listed for sale, at its price. */
import { purchaseName } from '../../api/purchase'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { payNameIntent, purchaseCall } from './parties'
import { ownedNameSteps } from '../nextSteps'

export const buy = defineAction<{ price: bigint }>({
  order: 30,
  ability: 'canBuy',
  label: 'Buy',
  group: 'main',
  title: (ctx) => `Buy ${ctx.name}`,
  summary: (ctx) => `You pay the seller's price and ${ctx.name} moves to your account.`,
  requiresTerms: true,
  fields: () => [],
  initialValues: () => ({}),
  parse(_values, ctx) {
    const price = BigInt(ctx.record?.sellAmount ?? 0)
    return price > 0n ? { ok: true, value: { price } } : { ok: false, message: `${ctx.name} is not for sale any more.` }
  },
  costs: ({ price }) => [{ label: 'Price', microalgos: price }],
  // The contract's price: the record's, shown as the estimate, must agree with it to get here.
  intent: (_data, ctx) => payNameIntent(ctx, ctx.chain?.sellAmount ?? 0n, [purchaseCall(ctx)]),
  build: ({ price }, ctx) => purchaseName(ctx.network, ctx.name, { buyer: ctx.sender, offer: Number(price) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_data, ctx) => `${ctx.name} is yours`,
  next: (_data, ctx) => ownedNameSteps(ctx.name),
  warnings: (_data, ctx) => ({ lookalike: ctx.name }),
})
