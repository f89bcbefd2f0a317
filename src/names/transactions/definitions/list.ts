/** List your name for sale at a price, optionally for one buyer only. */
import { formatAlgos } from '@/lib/money'
import { offerForSale } from '../../api/sale'
import type { ActionDefinition, ActionValues } from '../types'
import { firstProblem, parseAddress, parseAlgo, valueOf } from '../parseInput'
import { listQueries } from '../touchedQueries'

const price = (values: ActionValues) => parseAlgo(values.price, 'Price')
const buyer = (values: ActionValues) => parseAddress(values.reservedFor, 'Reserved buyer', true)

export const list: ActionDefinition = {
  id: 'list',
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
  problem(values, ctx) {
    const reserved = buyer(values)
    if (reserved.ok && reserved.value === ctx.sender) return 'You cannot reserve the sale for yourself.'
    return firstProblem(price(values), reserved)
  },
  costs: () => [],
  build(values, ctx) {
    const reservedFor = valueOf(buyer(values))
    return offerForSale(ctx.network, ctx.name, {
      sender: ctx.sender,
      offer: Number(valueOf(price(values))),
      ...(reservedFor ? { reservedFor } : {}),
    })
  },
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${ctx.name} is listed for ${formatAlgos(valueOf(price(values)))} ALGO`,
}
