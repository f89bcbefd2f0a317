/** Mint an available name for 1–20 years at the quoted price (the carry cost once). */
import type { GetQuoteResponseBody } from '../../api/types'
import { mintName } from '../../api/mint'
import { defineAction } from '../types'
import { truncateAddress } from '@/lib/address'
import { isSegmentName } from '../../core/validation'
import { segmentPriceLabel, segmentPriceOf, segmentPriceSentence } from '../../segments/segmentTerms'
import type { ActionContext } from '../types'
import { parseInteger, parseRecipient } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { nameAsaId, registryCall, registryContract } from './parties'
import { ownedNameSteps, viewAccount } from '../nextSteps'

/** quote.price is one year with the carry cost included. */
function mintCost(quote: GetQuoteResponseBody, count: number): { yearly: bigint; carry: bigint } {
  const price = BigInt(quote.price)
  const carry = BigInt(quote.carryCost)
  return { yearly: (price - carry) * BigInt(count), carry }
}

/** A segment's price as made up from its root (null for a root name, or while the root is unknown). */
const segmentPrice = (ctx: ActionContext) =>
  isSegmentName(ctx.name) ? segmentPriceOf(ctx.root, ctx.sender, new Date()) : null

interface MintData {
  years: number
  yearly: bigint
  carry: bigint
  /** Minting for someone else: the name is reserved for them and they claim it. */
  reservedFor: { address: string; name: string | undefined } | undefined
}

export const mint = defineAction<MintData>({
  order: 10,
  ability: 'canMint',
  label: 'Mint',
  group: 'main',
  title: (ctx) => `Mint ${ctx.name}`,
  summary: (ctx) => {
    const segment = segmentPrice(ctx)
    const words = `${ctx.name} becomes yours for the years you choose; renew it before it expires.`
    return segment ? `${words} ${segmentPriceSentence(segment)}` : words
  },
  requiresTerms: true,
  needsQuote: true,
  fields: () => [
    { key: 'years', kind: 'integer', label: 'Years', min: 1, max: 20, hint: '1 to 20 years' },
    {
      key: 'reservedFor',
      kind: 'recipient',
      label: 'For someone else (optional: address or .algo name)',
      optional: true,
      hint: 'Leave empty to mint it for yourself. Otherwise it is reserved for them and they claim it at no cost.',
    },
  ],
  initialValues: () => ({ years: '1', reservedFor: '', reservedForAddress: '' }),
  parse(values, ctx) {
    const years = parseInteger(values.years, 'Years', 1, 20)
    if (!years.ok) return years
    let reservedFor: MintData['reservedFor']
    if ((values.reservedFor ?? '').trim()) {
      const recipient = parseRecipient(values.reservedFor, values.reservedForAddress, 'For someone else')
      if (!recipient.ok) return recipient
      // Reserved for yourself is an ordinary mint.
      if (recipient.value.address !== ctx.sender) reservedFor = recipient.value
    }
    if (!ctx.quote) return { ok: false, message: 'Getting the price…' }
    if (ctx.quote.exists && !ctx.quote.isExpired)
      return { ok: false, message: `${ctx.name} has just been minted by someone else.` }
    return { ok: true, value: { years: years.value, reservedFor, ...mintCost(ctx.quote, years.value) } }
  },
  costs({ years, yearly, carry }, ctx) {
    const segment = segmentPrice(ctx)
    const label = segment ? segmentPriceLabel(segment, years) : `Price for ${years} year${years === 1 ? '' : 's'}`
    const lines = [{ label, microalgos: yearly }]
    if (carry > 0n) lines.push({ label: 'Carry cost (once, keeps the name on chain)', microalgos: carry })
    return lines
  },
  // The registry mints with the payment before the call; the owner-to-be is the buyer or the one it is reserved for.
  intent: ({ yearly, carry, reservedFor }, ctx) => ({
    types: ['pay', 'appl', 'axfer'],
    receivers: [registryContract(ctx)],
    calls: [registryCall(ctx, 'mintNfd', [ctx.name, reservedFor?.address ?? ctx.sender, false])],
    pays: yearly + carry,
    // Only the name's own asset, when it is known already.
    optIns: nameAsaId(ctx) > 0n ? [nameAsaId(ctx)] : [],
    ...(reservedFor?.name ? { named: [{ address: reservedFor.address, label: reservedFor.name }] } : {}),
  }),
  build: ({ years, reservedFor }, ctx) =>
    mintName(ctx.network, {
      name: ctx.name,
      buyer: ctx.sender,
      years,
      ...(reservedFor ? { reservedFor: reservedFor.address } : {}),
    }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ reservedFor }, ctx) =>
    reservedFor
      ? `${ctx.name} is reserved for ${reservedFor.name ?? truncateAddress(reservedFor.address)}: they can claim it now`
      : `${ctx.name} is yours`,
  next: ({ reservedFor }, ctx) =>
    reservedFor ? [viewAccount(reservedFor.address, reservedFor.name)] : ownedNameSteps(ctx.name),
})
