/** The root's owner opens segment minting to anyone at a yearly USD price, or locks it to themselves. */
import { centsToDollars, dollarsToCents, formatUsd } from '@/lib/money'
import { nameWrite } from '../../api/writeGroup'
import { segmentTermsOf } from '../../segments/segmentTerms'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { manageIntent, nameCall } from './parties'
import { profileChangedSteps } from '../nextSteps'

const USD_RE = /^\d{1,6}(\.\d{1,2})?$/

/** The request of POST /nfd/segment/lock/{name}: lock segment minting, or open it at a USD price. */
export interface SegmentLockRequestBody {
  sender: string
  lock: boolean
  /** USD cents a year for a segment minted by others; 0 when locking. */
  sellAmount: number
}
const segmentLock = nameWrite<SegmentLockRequestBody>('/nfd/segment/lock')

export const setSegments = defineAction<{ lock: boolean; cents: number }>({
  order: 210,
  ability: 'canSetSegments',
  label: 'Segment minting',
  group: 'manage',
  title: (ctx) => `Segments of ${ctx.name}`,
  summary: (ctx) => `Open: anyone may mint names like you.${ctx.name} at your price. Locked: only you can.`,
  requiresTerms: false,
  fields: () => [
    {
      key: 'mode',
      kind: 'select',
      label: 'Who may mint segments',
      options: [
        { value: 'open', label: 'Anyone, at my price' },
        { value: 'locked', label: 'Only me (locked)' },
      ],
    },
    {
      key: 'priceUsd',
      kind: 'text',
      label: 'Price a year (USD)',
      maxLength: 9,
      hint: 'For open minting, e.g. 5 or 4.99',
    },
  ],
  initialValues(ctx) {
    const { locked, priceUsdCents } = segmentTermsOf(ctx.record)
    return { mode: locked ? 'locked' : 'open', priceUsd: priceUsdCents ? String(centsToDollars(priceUsdCents)) : '' }
  },
  parse(values) {
    if (values.mode === 'locked') return { ok: true, value: { lock: true, cents: 0 } }
    const text = (values.priceUsd ?? '').trim()
    const cents = USD_RE.test(text) ? dollarsToCents(text) : 0
    if (cents < 1) return { ok: false, message: 'Price a year (USD): enter a price in dollars, e.g. 5 or 4.99' }
    return { ok: true, value: { lock: false, cents } }
  },
  costs: () => [],
  intent: ({ lock, cents }, ctx) => manageIntent(ctx, [nameCall(ctx, 'segmentLock', [lock, BigInt(cents)])]),
  build: ({ lock, cents }, ctx) => segmentLock(ctx.network, ctx.name, { sender: ctx.sender, lock, sellAmount: cents }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ lock, cents }, ctx) =>
    lock
      ? `Segments of ${ctx.name} are locked: only you can mint them`
      : `Anyone can mint segments of ${ctx.name} for ${formatUsd(centsToDollars(cents))} a year`,
  next: (_data, ctx) => profileChangedSteps(ctx.name),
})
