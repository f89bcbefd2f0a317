/** Claim a name reserved for you (same endpoint as buying, at the claim price). */
import type { NfdRecord } from '../../api/types'
import { purchaseName } from '../../api/purchase'
import type { ActionDefinition } from '../types'
import { listQueries } from '../touchedQueries'

/** API-NOTES §4 (SDK-PUR): sellAmount minus the minting kickoff already paid, never below 0. */
export function claimPrice(record: NfdRecord | null): bigint {
  const sell = BigInt(record?.sellAmount ?? 0)
  const kickoffText = record?.properties?.internal?.mintingKickoffAmount ?? '0'
  const kickoff = /^\d+$/.test(kickoffText) ? BigInt(kickoffText) : 0n
  return sell > kickoff ? sell - kickoff : 0n
}

export const claim: ActionDefinition = {
  id: 'claim',
  ability: 'canClaim',
  label: 'Claim',
  group: 'main',
  title: (ctx) => `Claim ${ctx.name}`,
  summary: (ctx) => `${ctx.name} was reserved for you. Claiming it moves it to your account.`,
  requiresTerms: true,
  fields: () => [],
  initialValues: () => ({}),
  problem: () => null,
  costs: (_values, ctx) => [{ label: 'Claim price', microalgos: claimPrice(ctx.record) }],
  build: (_values, ctx) =>
    purchaseName(ctx.network, ctx.name, { buyer: ctx.sender, offer: Number(claimPrice(ctx.record)) }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (_values, ctx) => `${ctx.name} is yours`,
}
