/** The root's owner opens segment minting to anyone at a yearly USD price, or locks it to themselves. */
import { i18n, params } from '@/lib/i18n/i18n'
import { centsToDollars, dollarsToCents, formatUsd } from '@/lib/money'
import { nameWrite } from '../../../api/writeGroup'
import { segmentTermsOf } from '../../../core/segmentTerms'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { manageIntent, nameCall } from '../parties'
import { profileChangedSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/setSegments/setSegments', {
  label: 'Segment minting',
  title: params('Segments of {name}'),
  summary: params('Open: anyone may mint names like you.{name} at your price. Locked: only you can.'),
  mode: 'Who may mint segments',
  open: 'Anyone, at my price',
  locked: 'Only me (locked)',
  price: 'Price a year (USD)',
  priceHint: 'For open minting, e.g. 5 or 4.99',
  badPrice: 'Price a year (USD): enter a price in dollars, e.g. 5 or 4.99',
  lockedDone: params('Segments of {name} are locked: only you can mint them'),
  openDone: params('Anyone can mint segments of {name} for {price} a year'),
})

const USD_RE = /^\d{1,6}(\.\d{1,2})?$/

/** The request of POST /nfd/segment/lock/{name}: lock segment minting, or open it at a USD price. */
export interface SegmentLockRequestBody {
  sender: string
  lock: boolean
  /** USD cents a year for a segment minted by others; 0 when locking. */
  sellAmount: number
}
const segmentLock = nameWrite<SegmentLockRequestBody>('/nfd/segment/lock')

export const setSegments: ActionDefinition<{ lock: boolean; cents: number }> = {
  order: 210,
  ability: 'canSetSegments',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Segments',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: false,
  fields: () => {
    const t = messages.get()
    return [
      {
        key: 'mode',
        kind: 'select',
        label: t.mode,
        options: [
          { value: 'open', label: t.open },
          { value: 'locked', label: t.locked },
        ],
      },
      { key: 'priceUsd', kind: 'text', label: t.price, maxLength: 9, hint: t.priceHint },
    ]
  },
  initialValues(ctx) {
    const { locked, priceUsdCents } = segmentTermsOf(ctx.record)
    return { mode: locked ? 'locked' : 'open', priceUsd: priceUsdCents ? String(centsToDollars(priceUsdCents)) : '' }
  },
  parse(values) {
    if (values.mode === 'locked') return { ok: true, value: { lock: true, cents: 0 } }
    const text = (values.priceUsd ?? '').trim()
    const cents = USD_RE.test(text) ? dollarsToCents(text) : 0
    if (cents < 1) return { ok: false, message: messages.get().badPrice }
    return { ok: true, value: { lock: false, cents } }
  },
  costs: () => [],
  intent: ({ lock, cents }, ctx) => manageIntent(ctx, [nameCall(ctx, 'segmentLock', [lock, BigInt(cents)])]),
  build: ({ lock, cents }, ctx) => segmentLock(ctx.network, ctx.name, { sender: ctx.sender, lock, sellAmount: cents }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ lock, cents }, ctx) =>
    lock
      ? messages.get().lockedDone({ name: ctx.name })
      : messages.get().openDone({ name: ctx.name, price: formatUsd(centsToDollars(cents)) }),
  next: (_data, ctx) => profileChangedSteps(ctx.name),
}
