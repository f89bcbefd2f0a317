/** Mint an available name for 1–20 years at the quoted price (the carry cost once). */
import { mintName } from '../../api/mint'
import type { ActionContext, ActionDefinition, ActionValues } from '../types'
import { parseInteger, valueOf } from '../parseInput'
import { listQueries } from '../touchedQueries'

const years = (values: ActionValues) => parseInteger(values.years, 'Years', 1, 20)

/** quote.price is one year with the carry cost included. */
export function mintCost(ctx: ActionContext, count: number): { yearly: bigint; carry: bigint } {
  const price = BigInt(ctx.quote?.price ?? 0)
  const carry = BigInt(ctx.quote?.carryCost ?? 0)
  return { yearly: (price - carry) * BigInt(count), carry }
}

export const mint: ActionDefinition = {
  id: 'mint',
  ability: 'canMint',
  label: 'Mint',
  group: 'main',
  title: (ctx) => `Mint ${ctx.name}`,
  summary: (ctx) => `${ctx.name} becomes yours for the years you choose; renew it before it expires.`,
  requiresTerms: true,
  needsQuote: true,
  fields: () => [{ key: 'years', kind: 'integer', label: 'Years', min: 1, max: 20, hint: '1 to 20 years' }],
  initialValues: () => ({ years: '1' }),
  problem(values, ctx) {
    const parsed = years(values)
    if (!parsed.ok) return parsed.message
    if (!ctx.quote) return 'Getting the price…'
    if (ctx.quote.exists && !ctx.quote.isExpired) return `${ctx.name} has just been minted by someone else.`
    return null
  },
  costs(values, ctx) {
    const count = years(values)
    if (!count.ok || !ctx.quote) return []
    const { yearly, carry } = mintCost(ctx, count.value)
    const lines = [{ label: `Price for ${count.value} year${count.value === 1 ? '' : 's'}`, microalgos: yearly }]
    if (carry > 0n) lines.push({ label: 'Carry cost (once, keeps the name on chain)', microalgos: carry })
    return lines
  },
  build: (values, ctx) => mintName(ctx.network, { name: ctx.name, buyer: ctx.sender, years: valueOf(years(values)) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_values, ctx) => `${ctx.name} is yours`,
}
