/** Take your name off the market. */
import { i18n, params } from '@/lib/i18n/i18n'
import { rescindOffer } from '../../../api/sale'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { manageIntent, nameCall } from '../parties'

const messages = i18n('names/transactions/definitions/cancelSale/cancelSale', {
  label: 'Cancel sale',
  title: params('Cancel the sale of {name}'),
  summary: 'The listing is removed; the name stays yours.',
  success: params('{name} is no longer for sale'),
  listAgain: 'List it again',
})

export const cancelSale: ActionDefinition<null> = {
  order: 100,
  ability: 'canCancelSale',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Sale',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({}),
  parse: () => ({ ok: true, value: null }),
  costs: () => [],
  intent: (_data, ctx) => manageIntent(ctx, [nameCall(ctx, 'cancelSale', [])]),
  build: (_data, ctx) => rescindOffer(ctx.network, ctx.name, { sender: ctx.sender }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_data, ctx) => messages.get().success({ name: ctx.name }),
  next: () => [{ kind: 'action', action: 'list', label: messages.get().listAgain }],
}
