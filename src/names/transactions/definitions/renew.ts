/** Renew a name (V3 names expire), or take over an expired one: then 1 year only. */
import { renewName } from '../../api/renew'
import type { ActionContext } from '../types'
import { defineAction } from '../types'
import { parseInteger } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { nameCall, payNameIntent, registryAppId } from './parties'
import { renewedSteps } from '../nextSteps'

const maxYears = (ctx: ActionContext) => (ctx.quote?.inAuction ? 1 : 20)

export const renew = defineAction<{ years: number; price: bigint }>({
  order: 50,
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
  parse(values, ctx) {
    if (!ctx.quote) return { ok: false, message: 'Getting the price…' }
    const years = parseInteger(values.years, 'Years', 1, maxYears(ctx))
    if (!years.ok) return years
    const yearly = BigInt(ctx.quote.price - ctx.quote.carryCost)
    return { ok: true, value: { years: years.value, price: yearly * BigInt(years.value) } }
  },
  costs: ({ years, price }) => [{ label: `Price for ${years} year${years === 1 ? '' : 's'}`, microalgos: price }],
  intent: ({ price }, ctx) => payNameIntent(ctx, price, [nameCall(ctx, 'renew', [], { apps: [registryAppId(ctx)] })]),
  build: ({ years }, ctx) => renewName(ctx.network, { name: ctx.name, buyer: ctx.sender, years }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ years }, ctx) => `${ctx.name} is renewed for ${years} more year${years === 1 ? '' : 's'}`,
  next: (_data, ctx) => renewedSteps(ctx.name),
})
