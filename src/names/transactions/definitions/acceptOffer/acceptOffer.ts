/**
 * Accept an offer posted to your name: the name is listed for the bidder only, at the price they
 * offered (the list action with that data). They buy it to complete the sale; until then the
 * owner can cancel it. Opened from the offer, whose bidder and amount are the values.
 */
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import { proceedsSentence } from '../../../core/saleProceeds'
import type { ActionDefinition } from '../../types'
import { parseAddress, parseBaseUnits } from '../../parseInput'
import { list } from '../list/list'
import { viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/acceptOffer/acceptOffer', {
  label: 'Accept',
  title: params('Accept an offer for {name}'),
  summary:
    'The name is listed for this buyer only, at the price they offered: the sale completes when they buy it. You can cancel the sale until then.',
  bidder: 'Bidder',
  offer: 'Offer',
  yourself: 'You cannot sell to yourself.',
  noAmount: 'The offer has no amount to accept.',
  success: params('{name} is reserved for {buyer} at {price}: the sale completes when they buy it'),
  viewBuyer: 'View the buyer',
  describe: params('Sell {name} to {buyer} for {price}.'),
})

/** The values an offer opens the dialog with: the bidder's address and the amount in µALGO. */
export const offerValues = (bidder: string, microalgos: number) => ({ bidder, price: String(microalgos) })

export const acceptOffer: ActionDefinition<{ price: bigint; bidder: string }> = {
  order: 110,
  ability: 'canAcceptOffer',
  label: () => messages.get().label,
  group: 'offer',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({ bidder: '', price: '' }),
  parse(values, ctx) {
    const t = messages.get()
    const bidder = parseAddress(values.bidder, t.bidder)
    if (!bidder.ok) return bidder
    if (!bidder.value || bidder.value === ctx.sender) return { ok: false, message: t.yourself }
    const price = parseBaseUnits(values.price, t.offer)
    if (!price.ok) return { ok: false, message: t.noAmount }
    return { ok: true, value: { price: price.value, bidder: bidder.value } }
  },
  costs: () => [],
  intent: ({ price, bidder }, ctx) => list.intent({ price, reservedFor: bidder }, ctx),
  build: ({ price, bidder }, ctx) => list.build({ price, reservedFor: bidder }, ctx),
  invalidates: (ctx) => list.invalidates(ctx),
  success: ({ price, bidder }, ctx) =>
    messages.get().success({ name: ctx.name, buyer: truncateAddress(bidder), price: formatAlgoAmount(price) }),
  next: ({ bidder }) => [viewAccount(bidder, undefined, messages.get().viewBuyer)],
  describe: ({ price, bidder }, ctx) =>
    [
      messages.get().describe({ name: ctx.name, buyer: bidder, price: formatAlgoAmount(price) }),
      proceedsSentence(ctx.name, price, ctx.record, ctx.usdPerAlgo),
    ]
      .filter(Boolean)
      .join(' '),
}
