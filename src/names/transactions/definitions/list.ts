/** List your name for sale at a price, optionally for one buyer only. */
import { formatAlgoAmount } from '@/lib/money'
import { offerForSale } from '../../api/sale'
import { defineAction } from '../types'
import { parseAddress, parseAlgo } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { ZERO_ADDRESS } from '../check/describeCall'
import { manageIntent, nameCall } from './parties'
import { listedNameSteps } from '../nextSteps'

export const list = defineAction<{ price: bigint; reservedFor: string | undefined }>({
  order: 90,
  ability: 'canList',
  label: 'List for sale',
  group: 'manage',
  title: (ctx) => `List ${ctx.name} for sale`,
  summary: () =>
    'Anyone (or only the buyer you name) can then buy it at this price. You can cancel the sale until then.',
  requiresTerms: false,
  fields: () => [
    { key: 'price', kind: 'algo', label: 'Price (ALGO)' },
    {
      key: 'reservedFor',
      kind: 'address',
      label: 'Only this buyer (optional)',
      optional: true,
      hint: 'Leave empty for a public sale',
    },
  ],
  initialValues: () => ({ price: '', reservedFor: '' }),
  parse(values, ctx) {
    const reserved = parseAddress(values.reservedFor, 'Reserved buyer', true)
    if (reserved.ok && reserved.value === ctx.sender)
      return { ok: false, message: 'You cannot reserve the sale for yourself.' }
    const price = parseAlgo(values.price, 'Price')
    if (!price.ok) return price
    if (!reserved.ok) return reserved
    return { ok: true, value: { price: price.value, reservedFor: reserved.value } }
  },
  costs: () => [],
  intent: ({ price, reservedFor }, ctx) =>
    manageIntent(ctx, [nameCall(ctx, 'offerForSale', [price, reservedFor ?? ZERO_ADDRESS])]),
  build: ({ price, reservedFor }, ctx) =>
    offerForSale(ctx.network, ctx.name, {
      sender: ctx.sender,
      offer: Number(price),
      ...(reservedFor ? { reservedFor } : {}),
    }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ price }, ctx) => `${ctx.name} is listed for ${formatAlgoAmount(price, { usdPerAlgo: ctx.usdPerAlgo })}`,
  next: (_data, ctx) => listedNameSteps(ctx.name),
})
