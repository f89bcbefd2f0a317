/** An offer to the owner of a name that is not listed: at least 1 ALGO, a note up to 512 characters. */
import { MICROALGOS_PER_ALGO } from '@/config/constants'
import { formatAlgoAmount } from '@/lib/money'
import { postOfferToOwner } from '../../api/sale'
import { defineAction } from '../types'
import { parseAlgo } from '../parseInput'
import { nameQueries } from '../touchedQueries'
import { nameCall, payNameIntent } from './parties'
import { SEE_OFFERS_MADE } from '../nextSteps'

const NOTE_MAX = 512

export const offer = defineAction<{ amount: bigint; note: string }>({
  order: 40,
  ability: 'canOffer',
  label: 'Make offer',
  group: 'main',
  title: (ctx) => `Make an offer for ${ctx.name}`,
  summary: () => 'Your offer and note are sent to the owner with the payment; the owner decides whether to sell.',
  requiresTerms: false,
  fields: () => [
    { key: 'amount', kind: 'algo', label: 'Offer (ALGO)', hint: 'At least 1 ALGO' },
    { key: 'note', kind: 'text', label: 'Note to the owner', maxLength: NOTE_MAX, multiline: true, optional: true },
  ],
  initialValues: () => ({ amount: '', note: '' }),
  parse(values) {
    const amount = parseAlgo(values.amount, 'Offer', BigInt(MICROALGOS_PER_ALGO))
    if (!amount.ok) return amount
    const note = values.note ?? ''
    if (note.length > NOTE_MAX) return { ok: false, message: `Note: at most ${NOTE_MAX} characters` }
    return { ok: true, value: { amount: amount.value, note } }
  },
  costs: ({ amount }) => [{ label: 'Offer', microalgos: amount }],
  intent: ({ amount, note }, ctx) =>
    payNameIntent(ctx, amount, [nameCall(ctx, 'postOffer', [amount, note])], { optIns: [] }),
  build: ({ amount, note }, ctx) =>
    postOfferToOwner(ctx.network, ctx.name, { sender: ctx.sender, offer: Number(amount), note }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: ({ amount }, ctx) =>
    `Your offer of ${formatAlgoAmount(amount, { usdPerAlgo: ctx.usdPerAlgo })} for ${ctx.name} is with its owner`,
  next: () => [SEE_OFFERS_MADE],
})
