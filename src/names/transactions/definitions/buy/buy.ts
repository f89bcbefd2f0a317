/** Buy a name listed for sale, at its price. */
import { i18n, params } from '@/lib/i18n/i18n'
import { purchaseName } from '../../../api/purchase'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { payNameIntent, purchaseCall } from '../parties'
import { ownedNameSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/buy/buy', {
  label: 'Buy',
  title: params('Buy {name}'),
  summary: params("You pay the seller's price and {name} moves to your account."),
  notForSale: params('{name} is not for sale any more.'),
  price: 'Price',
  success: params('{name} is yours'),
})

export const buy: ActionDefinition<{ price: bigint }> = {
  order: 30,
  ability: 'canBuy',
  label: () => messages.get().label,
  group: 'main',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: true,
  fields: () => [],
  initialValues: () => ({}),
  parse(_values, ctx) {
    const price = BigInt(ctx.record?.sellAmount ?? 0)
    return price > 0n
      ? { ok: true, value: { price } }
      : { ok: false, message: messages.get().notForSale({ name: ctx.name }) }
  },
  costs: ({ price }) => [{ label: messages.get().price, microalgos: price }],
  // The contract's price: the record's, shown as the estimate, must agree with it to get here.
  intent: (_data, ctx) => payNameIntent(ctx, ctx.chain?.sellAmount ?? 0n, [purchaseCall(ctx)]),
  build: ({ price }, ctx) => purchaseName(ctx.network, ctx.name, { buyer: ctx.sender, offer: Number(price) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_data, ctx) => messages.get().success({ name: ctx.name }),
  next: (_data, ctx) => ownedNameSteps(ctx.name),
  // The seller the name's contract pays, once the chain has been read; the record's until then.
  warnings: (_data, ctx) => ({ seller: ctx.chain?.seller ?? ctx.record?.seller, lookalike: ctx.name }),
}
