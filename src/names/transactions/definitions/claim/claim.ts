/** Claim a name reserved for you (same endpoint as buying, at the claim price). */
import { i18n, params } from '@/lib/i18n/i18n'
import type { NfdRecord } from '../../../api/types'
import { purchaseName } from '../../../api/purchase'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { payNameIntent, purchaseCall } from '../parties'
import { ownedNameSteps } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/claim/claim', {
  label: 'Claim',
  title: params('Claim {name}'),
  summary: params('{name} was reserved for you. Claiming it moves it to your account.'),
  price: 'Claim price',
  success: params('{name} is yours'),
})

/** The sale price (the record's, or the contract's) minus the minting kickoff already paid, never below 0. */
export function claimPrice(record: NfdRecord | null, sell = BigInt(record?.sellAmount ?? 0)): bigint {
  const kickoffText = record?.properties?.internal?.mintingKickoffAmount ?? '0'
  const kickoff = /^\d+$/.test(kickoffText) ? BigInt(kickoffText) : 0n
  return sell > kickoff ? sell - kickoff : 0n
}

export const claim: ActionDefinition<{ price: bigint }> = {
  order: 20,
  ability: 'canClaim',
  label: () => messages.get().label,
  group: 'main',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: true,
  fields: () => [],
  initialValues: () => ({}),
  parse: (_values, ctx) => ({ ok: true, value: { price: claimPrice(ctx.record) } }),
  costs: ({ price }) => [{ label: messages.get().price, microalgos: price }],
  intent: (_data, ctx) => payNameIntent(ctx, claimPrice(ctx.record, ctx.chain?.sellAmount ?? 0n), [purchaseCall(ctx)]),
  build: ({ price }, ctx) => purchaseName(ctx.network, ctx.name, { buyer: ctx.sender, offer: Number(price) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_data, ctx) => messages.get().success({ name: ctx.name }),
  next: (_data, ctx) => ownedNameSteps(ctx.name),
}
