/**
 * An offer to the owner of a name that is not listed: at least 1 ALGO, a note up to 512 characters.
 * As `postOffer(uint64,string)void` of the name's contract defines it (ARC-56 spec, TxnLab/nfd-sdk
 * 0c40b72): it takes no payment and logs the amount and note (event `nfd_postedOffer`). Nothing is
 * paid or held: the spec has no escrow method or event (`escrowedOffer` is only an analytics
 * filter), so the group pays network fees alone. If the owner accepts, the name is reserved for
 * the bidder at that price and the bidder pays when buying it.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { MICROALGOS_PER_ALGO } from '@/config/constants'
import { formatAlgoAmount } from '@/lib/money'
import { postOfferToOwner } from '../../../api/sale'
import type { ActionDefinition } from '../../types'
import { parseAlgo } from '../../parseInput'
import { nameQueries } from '../../../hooks/touchedQueries'
import { manageIntent, nameCall } from '../parties'
import { seeOffersMade } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/offer/offer', {
  label: 'Make offer',
  title: params('Make an offer for {name}'),
  summary: 'Your offer and note are posted on the chain for the owner to see; the owner decides whether to sell.',
  amountField: 'Offer (ALGO)',
  amountHint: 'At least 1 ALGO',
  noteField: 'Note to the owner',
  offer: 'Offer',
  noteTooLong: params('Note: at most {max} characters'),
  success: params('Your offer of {amount} for {name} is with its owner'),
  describe: params(
    'No ALGO leaves your account now: the offer is only posted. If the owner accepts, {name} is reserved for you at {amount} and you pay when you buy it.',
  ),
})

const NOTE_MAX = 512

export const offer: ActionDefinition<{ amount: bigint; note: string }> = {
  order: 40,
  ability: 'canOffer',
  label: () => messages.get().label,
  group: 'main',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => {
    const t = messages.get()
    return [
      { key: 'amount', kind: 'algo', label: t.amountField, hint: t.amountHint },
      { key: 'note', kind: 'text', label: t.noteField, maxLength: NOTE_MAX, multiline: true, optional: true },
    ]
  },
  initialValues: () => ({ amount: '', note: '' }),
  parse(values) {
    const t = messages.get()
    const amount = parseAlgo(values.amount, t.offer, BigInt(MICROALGOS_PER_ALGO))
    if (!amount.ok) return amount
    const note = values.note ?? ''
    if (note.length > NOTE_MAX) return { ok: false, message: t.noteTooLong({ max: NOTE_MAX }) }
    return { ok: true, value: { amount: amount.value, note } }
  },
  costs: () => [],
  // A call to the name's contract and nothing else: no receiver, nothing paid.
  intent: ({ amount, note }, ctx) => manageIntent(ctx, [nameCall(ctx, 'postOffer', [amount, note])], { receivers: [] }),
  build: ({ amount, note }, ctx) =>
    postOfferToOwner(ctx.network, ctx.name, { sender: ctx.sender, offer: Number(amount), note }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: ({ amount }, ctx) =>
    messages.get().success({ amount: formatAlgoAmount(amount, { usdPerAlgo: ctx.usdPerAlgo }), name: ctx.name }),
  next: () => [seeOffersMade()],
  describe: ({ amount }, ctx) =>
    messages.get().describe({ name: ctx.name, amount: formatAlgoAmount(amount, { usdPerAlgo: ctx.usdPerAlgo }) }),
}
