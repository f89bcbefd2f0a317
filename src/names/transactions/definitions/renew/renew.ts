/** Renew a name (V3 names expire), or take over an expired one: then 1 year only. */
import { count, i18n, params } from '@/lib/i18n/i18n'
import { renewName } from '../../../api/renew'
import type { ActionContext, ActionDefinition } from '../../types'
import { parseInteger, stillReading } from '../../parseInput'
import { listQueries } from '../../../hooks/touchedQueries'
import { nameCall, oracleApps, payNameIntent, registryAppId } from '../parties'
import { renewedSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/renew/renew', {
  label: 'Renew',
  takeOverLabel: 'Take over',
  title: params('Renew {name}'),
  takeOver: params('Take over {name}'),
  summary: params('Adds years to {name} from its current expiry.'),
  takeOverSummary: params(
    '{name} has expired: its price falls day by day. Taking it over clears its profile and gives you 1 year.',
  ),
  years: 'Years',
  gettingPrice: 'Getting the price…',
  priceFor: count({ one: 'Price for {count} year', other: 'Price for {count} years' }),
  success: params(
    count({ one: '{name} is renewed for {count} more year', other: '{name} is renewed for {count} more years' }),
  ),
})

const maxYears = (ctx: ActionContext) => (ctx.quote?.inAuction ? 1 : 20)

export const renew: ActionDefinition<{ years: number; price: bigint }> = {
  order: 50,
  ability: 'canRenew',
  label: (situation) => (situation?.inAuction ? messages.get().takeOverLabel : messages.get().label),
  group: 'main',
  title: (ctx) =>
    ctx.quote?.inAuction ? messages.get().takeOver({ name: ctx.name }) : messages.get().title({ name: ctx.name }),
  summary: (ctx) =>
    ctx.quote?.inAuction
      ? messages.get().takeOverSummary({ name: ctx.name })
      : messages.get().summary({ name: ctx.name }),
  requiresTerms: false,
  needsQuote: true,
  fields: (ctx) => [{ key: 'years', kind: 'integer', label: messages.get().years, min: 1, max: maxYears(ctx) }],
  initialValues: () => ({ years: '1' }),
  parse(values, ctx) {
    const t = messages.get()
    if (!ctx.quote) return stillReading(t.gettingPrice)
    const years = parseInteger(values.years, t.years, 1, maxYears(ctx))
    if (!years.ok) return years
    const yearly = BigInt(ctx.quote.price - ctx.quote.carryCost)
    return { ok: true, value: { years: years.value, price: yearly * BigInt(years.value) } }
  },
  costs: ({ years, price }) => [{ label: messages.get().priceFor(years), microalgos: price }],
  // The contract asks the registry for the year's price, which reads its oracle: both may be referenced.
  intent: ({ price }, ctx) =>
    payNameIntent(ctx, price, [nameCall(ctx, 'renew', [], { apps: [registryAppId(ctx), ...oracleApps(ctx)] })]),
  build: ({ years }, ctx) => renewName(ctx.network, { name: ctx.name, buyer: ctx.sender, years }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ years }, ctx) => messages.get().success({ name: ctx.name })(years),
  next: (_data, ctx) => renewedSteps(ctx.name),
}
