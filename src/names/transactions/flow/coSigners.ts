/**
 * Who must sign beside the sender, and whether the active wallet holds them: known before the
 * group is built, so a missing account stops the flow on review instead of failing at signing.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import type { Parsed } from '../parseInput'
import type { ActionContext, ActionDefinition } from '../types'

const messages = i18n('names/transactions/flow/coSigners', {
  mustSign: params('{address} must sign too, and your wallet does not hold it: connect it first.'),
})

export interface CoSigner {
  address: string
  /** The active wallet holds it: it signs in the same request. */
  held: boolean
}

export function coSignersOf<Data>(definition: ActionDefinition<Data>, data: Data, ctx: ActionContext): CoSigner[] {
  const held = new Set(ctx.heldAccounts ?? [])
  return (definition.coSigners?.(data, ctx) ?? []).map((address) => ({ address, held: held.has(address) }))
}

/** The definition's parse, refused while an account that must sign is not in the wallet. */
export function parseForFlow<Data>(
  definition: ActionDefinition<Data>,
  values: Record<string, string>,
  ctx: ActionContext,
): Parsed<Data> {
  const parsed = definition.parse(values, ctx)
  if (!parsed.ok) return parsed
  const missing = coSignersOf(definition, parsed.value, ctx).find((signer) => !signer.held)
  return missing
    ? { ok: false, message: messages.get().mustSign({ address: truncateAddress(missing.address) }) }
    : parsed
}
