/** Renew a name (V3 names expire), or take over an expired one: then 1 year only. */
import { renewName } from '../../api/renew'
import type { ActionContext, ActionDefinition, ActionValues } from '../types'
import { parseInteger, valueOf } from '../parseInput'
import { listQueries } from '../touchedQueries'

const maxYears = (ctx: ActionContext) => (ctx.quote?.inAuction ? 1 : 20)
const years = (values: ActionValues, ctx: ActionContext) => parseInteger(values.years, 'Years', 1, maxYears(ctx))

export const renew: ActionDefinition = {
  id: 'renew',
  ability: 'canRenew',
  label: 'Renew',
  group: 'main',
  title: (ctx) => (ctx.quote?.inAuction ? `Take over ${ctx.name}` : `Renew ${ctx.name}`),
  summary: (ctx) =>
    ctx.quote?.inAuction
      ? `${ctx.name} has expired: its price falls day by day. Taking it over clears its profile and gives you 1 year.`
      : `Adds years to ${ctx.name} from its current expiry.`,
  requiresTerms: false,
  needsQuote: true,
  fields: (ctx) => [{ key: 'years', kind: 'integer', label: 'Years', min: 1, max: maxYears(ctx) }],
  initialValues: () => ({ years: '1' }),
  problem(values, ctx) {
    if (!ctx.quote) return 'Getting the price…'
    const parsed = years(values, ctx)
    return parsed.ok ? null : parsed.message
  },
  costs(values, ctx) {
    const parsed = years(values, ctx)
    if (!parsed.ok || !ctx.quote) return []
    const yearly = BigInt(ctx.quote.price - ctx.quote.carryCost)
    return [
      {
        label: `Price for ${parsed.value} year${parsed.value === 1 ? '' : 's'}`,
        microalgos: yearly * BigInt(parsed.value),
      },
    ]
  },
  build: (values, ctx) =>
    renewName(ctx.network, { name: ctx.name, buyer: ctx.sender, years: valueOf(years(values, ctx)) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${ctx.name} renewed for ${valueOf(years(values, ctx))} year(s)`,
}
