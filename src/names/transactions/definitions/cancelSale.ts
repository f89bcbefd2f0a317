/** Take your name off the market. */
import { rescindOffer } from '../../api/sale'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { manageIntent, nameCall } from './parties'

export const cancelSale = defineAction<null>({
  order: 100,
  ability: 'canCancelSale',
  label: 'Cancel sale',
  group: 'manage',
  title: (ctx) => `Cancel the sale of ${ctx.name}`,
  summary: () => 'The listing is removed; the name stays yours.',
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({}),
  parse: () => ({ ok: true, value: null }),
  costs: () => [],
  intent: (_data, ctx) => manageIntent(ctx, [nameCall(ctx, 'cancelSale', [])]),
  build: (_data, ctx) => rescindOffer(ctx.network, ctx.name, { sender: ctx.sender }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_data, ctx) => `${ctx.name} is no longer for sale`,
  next: () => [{ kind: 'action', action: 'list', label: 'List it again' }],
})
