/**
 * GET /nfd/totals (TotalsOKResponseBody): every field is optional in the yaml, and each one is
 * checked on its own; a wrongly typed count is a missing count, never a zero.
 */
import * as v from 'valibot'
import { MalformedResponseError } from '@/lib/errors'
import { isPlainObject, pickValid } from './pickValid'

const count = v.pipe(v.number(), v.safeInteger(), v.minValue(0))

const periods = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((input) => pickValid(input, { day: count, week: count, month: count, lifetime: count }, 'totals')),
)

const versions = v.pipe(
  v.record(v.string(), v.unknown()),
  v.transform((input) => {
    const out: Record<string, number> = {}
    for (const [version, n] of Object.entries(input)) if (v.is(count, n)) out[version] = n
    return out
  }),
)

const TOTALS_FIELDS = {
  total: count,
  totalSegments: count,
  forSale: count,
  expiredTotal: count,
  uniqueOwners: count,
  mintedTotals: periods,
  segmentTotals: periods,
  soldTotals: periods,
  contractTotals: v.pipe(
    v.record(v.string(), v.unknown()),
    v.transform((input) => pickValid(input, { majorVersions: versions }, 'totals.contractTotals')),
  ),
}

export type Totals = ReturnType<typeof pickValid<typeof TOTALS_FIELDS>>
export type PeriodTotals = NonNullable<Totals['mintedTotals']>

export function parseTotalsReply(input: unknown): Totals {
  if (!isPlainObject(input)) throw new MalformedResponseError('The name service sent unusable totals')
  return pickValid(input, TOTALS_FIELDS, 'totals')
}
