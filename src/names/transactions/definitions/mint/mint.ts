/** Mint an available name for 1–20 years at the quoted price (the carry cost once). */
import { count, i18n, params } from '@/lib/i18n/i18n'
import type { GetQuoteResponseBody } from '../../../api/types'
import { mintName } from '../../../api/mint'
import type { ActionContext, ActionDefinition } from '../../types'
import { truncateAddress } from '@/lib/address'
import { isSegmentName } from '../../../core/validation'
import { segmentPriceLabel, segmentPriceOf, segmentPriceSentence } from '../../../core/segmentTerms'
import { parseInteger, parseRecipient, stillReading } from '../../parseInput'
import { listQueries } from '../../../hooks/touchedQueries'
import { nameAsaId, oracleApps, registryCall, registryContract } from '../parties'
import { ownedNameSteps, viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/mint/mint', {
  label: 'Mint',
  title: params('Mint {name}'),
  summary: params('{name} becomes yours for the years you choose; renew it before it expires.'),
  years: 'Years',
  yearsHint: '1 to 20 years',
  forField: 'For someone else (optional: address or .algo name)',
  forHint: 'Leave empty to mint it for yourself. Otherwise it is reserved for them and they claim it at no cost.',
  forSomeone: 'For someone else',
  gettingPrice: 'Getting the price…',
  taken: params('{name} has just been minted by someone else.'),
  priceFor: count({ one: 'Price for {count} year', other: 'Price for {count} years' }),
  carry: 'Carry cost (once, keeps the name on chain)',
  reserved: params('{name} is reserved for {owner}: they can claim it now'),
  success: params('{name} is yours'),
})

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

export const mint: ActionDefinition<MintData> = {
  order: 10,
  ability: 'canMint',
  label: () => messages.get().label,
  group: 'main',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => {
    const segment = segmentPrice(ctx)
    const words = messages.get().summary({ name: ctx.name })
    return segment ? `${words} ${segmentPriceSentence(segment)}` : words
  },
  requiresTerms: true,
  needsQuote: true,
  fields: () => {
    const t = messages.get()
    return [
      { key: 'years', kind: 'integer', label: t.years, min: 1, max: 20, hint: t.yearsHint },
      { key: 'reservedFor', kind: 'recipient', label: t.forField, optional: true, hint: t.forHint },
    ]
  },
  initialValues: () => ({ years: '1', reservedFor: '', reservedForAddress: '' }),
  parse(values, ctx) {
    const t = messages.get()
    const years = parseInteger(values.years, t.years, 1, 20)
    if (!years.ok) return years
    let reservedFor: MintData['reservedFor']
    if ((values.reservedFor ?? '').trim()) {
      const recipient = parseRecipient(values.reservedFor, values.reservedForAddress, t.forSomeone)
      if (!recipient.ok) return recipient
      // Reserved for yourself is an ordinary mint.
      if (recipient.value.address !== ctx.sender) reservedFor = recipient.value
    }
    if (!ctx.quote) return stillReading(t.gettingPrice)
    if (ctx.quote.exists && !ctx.quote.isExpired) return { ok: false, message: t.taken({ name: ctx.name }) }
    return { ok: true, value: { years: years.value, reservedFor, ...mintCost(ctx.quote, years.value) } }
  },
  costs({ years, yearly, carry }, ctx) {
    const segment = segmentPrice(ctx)
    const t = messages.get()
    const label = segment ? segmentPriceLabel(segment, years) : t.priceFor(years)
    const lines = [{ label, microalgos: yearly }]
    if (carry > 0n) lines.push({ label: t.carry, microalgos: carry })
    return lines
  },
  // The registry mints with the payment before the call; the owner-to-be is the buyer or the one it is reserved for.
  intent: ({ yearly, carry, reservedFor }, ctx) => ({
    types: ['pay', 'appl', 'axfer'],
    receivers: [registryContract(ctx)],
    // The registry reads the price oracle its program names on chain, and a segment's root app: the
    // call may name them. Its budget calls (gas) need no declaring.
    calls: [
      registryCall(ctx, 'mintNfd', [ctx.name, reservedFor?.address ?? ctx.sender, false], {
        apps: [...oracleApps(ctx), ...(ctx.root?.appID ? [BigInt(ctx.root.appID)] : [])],
      }),
    ],
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
      ? messages.get().reserved({ name: ctx.name, owner: reservedFor.name ?? truncateAddress(reservedFor.address) })
      : messages.get().success({ name: ctx.name }),
  next: ({ reservedFor }, ctx) =>
    reservedFor ? [viewAccount(reservedFor.address, reservedFor.name)] : ownedNameSteps(ctx.name),
  // Reserved for a name: whether it reads like another, and its address as the chain gives it.
  warnings: ({ reservedFor }) =>
    reservedFor?.name
      ? { lookalike: reservedFor.name, recipient: { name: reservedFor.name, address: reservedFor.address } }
      : {},
}
