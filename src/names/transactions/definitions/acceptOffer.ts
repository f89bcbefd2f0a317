/**
 * Accept an offer posted to your name: the name is listed for the bidder only, at the price they
 * offered (the list action with that data). They buy it to complete the sale; until then the
 * owner can cancel it. Opened from the offer, whose bidder and amount are the values.
 */
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import { defineAction } from '../types'
import { parseAddress, parseBaseUnits } from '../parseInput'
import { list } from './list'
import { viewAccount } from '../nextSteps'

/** The values an offer opens the dialog with: the bidder's address and the amount in µALGO. */
export const offerValues = (bidder: string, microalgos: number) => ({ bidder, price: String(microalgos) })

export const acceptOffer = defineAction<{ price: bigint; bidder: string }>({
  order: 110,
  ability: 'canAcceptOffer',
  label: 'Accept',
  group: 'offer',
  title: (ctx) => `Accept an offer for ${ctx.name}`,
  summary: () =>
    'The name is listed for this buyer only, at the price they offered: the sale completes when they buy it. You can cancel the sale until then.',
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({ bidder: '', price: '' }),
  parse(values, ctx) {
    const bidder = parseAddress(values.bidder, 'Bidder')
    if (!bidder.ok) return bidder
    if (!bidder.value || bidder.value === ctx.sender) return { ok: false, message: 'You cannot sell to yourself.' }
    const price = parseBaseUnits(values.price, 'Offer')
    if (!price.ok) return { ok: false, message: 'The offer has no amount to accept.' }
    return { ok: true, value: { price: price.value, bidder: bidder.value } }
  },
  costs: () => [],
  intent: ({ price, bidder }, ctx) => list.intent({ price, reservedFor: bidder }, ctx),
  build: ({ price, bidder }, ctx) => list.build({ price, reservedFor: bidder }, ctx),
  invalidates: (ctx) => list.invalidates(ctx),
  success: ({ price, bidder }, ctx) =>
    `${ctx.name} is reserved for ${truncateAddress(bidder)} at ${formatAlgoAmount(price)}: the sale completes when they buy it`,
  next: ({ bidder }) => [viewAccount(bidder, undefined, 'View the buyer')],
  describe: ({ price, bidder }, ctx) => `Sell ${ctx.name} to ${bidder} for ${formatAlgoAmount(price)}.`,
})
