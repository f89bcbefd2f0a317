/** List your name for sale at a price, optionally for one buyer only. */
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { proceedsSentence } from '../../../core/saleProceeds'
import { offerForSale } from '../../../api/sale'
import type { ActionDefinition } from '../../types'
import { parseAddress, parseAlgo } from '../../parseInput'
import { listQueries } from '../../../hooks/touchedQueries'
import { ZERO_ADDRESS } from '../../check/describeCall'
import { manageIntent, nameCall, saleClearing } from '../parties'
import { listedNameSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/list/list', {
  label: 'List for sale',
  title: params('List {name} for sale'),
  summary: 'Anyone (or only the buyer you name) can then buy it at this price. You can cancel the sale until then.',
  priceField: 'Price (ALGO)',
  buyerField: 'Only this buyer (optional)',
  buyerHint: 'Leave empty for a public sale',
  buyer: 'Reserved buyer',
  price: 'Price',
  yourself: 'You cannot reserve the sale for yourself.',
  success: params('{name} is listed for {price}'),
})

export const list: ActionDefinition<{ price: bigint; reservedFor: string | undefined }> = {
  order: 90,
  ability: 'canList',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Sale',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => {
    const t = messages.get()
    return [
      { key: 'price', kind: 'algo', label: t.priceField },
      { key: 'reservedFor', kind: 'address', label: t.buyerField, optional: true, hint: t.buyerHint },
    ]
  },
  initialValues: () => ({ price: '', reservedFor: '' }),
  parse(values, ctx) {
    const t = messages.get()
    const reserved = parseAddress(values.reservedFor, t.buyer, true)
    if (reserved.ok && reserved.value === ctx.sender) return { ok: false, message: t.yourself }
    const price = parseAlgo(values.price, t.price)
    if (!price.ok) return price
    if (!reserved.ok) return reserved
    return { ok: true, value: { price: price.value, reservedFor: reserved.value } }
  },
  costs: () => [],
  intent: ({ price, reservedFor }, ctx) =>
    manageIntent(ctx, [saleClearing(ctx), nameCall(ctx, 'offerForSale', [price, reservedFor ?? ZERO_ADDRESS])]),
  build: ({ price, reservedFor }, ctx) =>
    offerForSale(ctx.network, ctx.name, {
      sender: ctx.sender,
      offer: Number(price),
      ...(reservedFor ? { reservedFor } : {}),
    }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ price }, ctx) =>
    messages.get().success({ name: ctx.name, price: formatAlgoAmount(price, { usdPerAlgo: ctx.usdPerAlgo }) }),
  next: (_data, ctx) => listedNameSteps(ctx.name),
  describe: ({ price }, ctx) => proceedsSentence(ctx.name, price, ctx.record, ctx.usdPerAlgo) ?? '',
}
