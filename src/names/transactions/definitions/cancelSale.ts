/** Take your name off the market. */
import { rescindOffer } from '../../api/sale'
import type { ActionDefinition } from '../types'
import { listQueries } from '../touchedQueries'

export const cancelSale: ActionDefinition = {
  id: 'cancelSale',
  ability: 'canCancelSale',
  label: 'Cancel sale',
  group: 'manage',
  title: (ctx) => `Cancel the sale of ${ctx.name}`,
  summary: () => 'The listing is removed; the name stays yours.',
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({}),
  problem: () => null,
  costs: () => [],
  build: (_values, ctx) => rescindOffer(ctx.network, ctx.name, { sender: ctx.sender }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_values, ctx) => `${ctx.name} is no longer for sale`,
}
