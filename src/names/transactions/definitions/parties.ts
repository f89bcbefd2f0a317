/**
 * The accounts and applications an intent names, derived from the chain's facts (ctx.chain) and
 * the network config, never from the group or the API's record: the name's contract (its app
 * account, which is also its vault) and the registry.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { applicationAddress } from '@/lib/address'
import { boxDeposit, type ArgRule, type DeclaredCall, type Deposit, type Intent, type Party } from '../check/intent'
import { splitFields } from '../reference/profile'
import type { NameMethod, RegistryMethod } from '../check/contractMethods'
import type { ActionContext } from '../types'

const messages = i18n('names/transactions/definitions/parties', {
  contract: params('{name} (its contract)'),
  vault: params("{name}'s vault"),
  registry: 'the NFD registry',
  profileField: 'a field of its profile',
})

/** The name's application id on chain (0n before the chain was read: nothing may then be paid to it). */
export function nameAppId(ctx: Pick<ActionContext, 'chain'>): bigint {
  return ctx.chain?.appId ?? 0n
}

/** The name's asset id on chain (0n before the chain was read, or when it has none). */
export function nameAsaId(ctx: ActionContext): bigint {
  return ctx.chain?.asaId ?? 0n
}

/** The version of the name's contract on chain ("3.0"): the layout its calls take; unknown until read. */
function nameVersion(ctx: ActionContext): string {
  return ctx.chain?.version ?? ''
}

type CallExtras = Pick<DeclaredCall, 'accounts' | 'assets' | 'apps' | 'from' | 'version' | 'optional'>

/** A call to the name's own contract. */
export function nameCall(
  ctx: ActionContext,
  method: NameMethod,
  args: readonly ArgRule[],
  extra: CallExtras = {},
): DeclaredCall {
  return { contract: 'name', app: nameAppId(ctx), name: ctx.name, version: nameVersion(ctx), method, args, ...extra }
}

/** A call to the registry about the name (its arguments name it and its app). */
export function registryCall(
  ctx: ActionContext,
  method: RegistryMethod,
  args: readonly ArgRule[],
  extra: CallExtras = {},
): DeclaredCall {
  return { contract: 'registry', app: registryAppId(ctx), name: ctx.name, method, args, ...extra }
}

/** The name's contract as the review calls it (none before the chain was read). */
export function nameContract(ctx: Pick<ActionContext, 'chain' | 'name'>): Party[] {
  const id = nameAppId(ctx)
  return id > 0n ? [{ address: applicationAddress(id), label: messages.get().contract({ name: ctx.name }) }] : []
}

export function nameVault(ctx: ActionContext): Party[] {
  const id = nameAppId(ctx)
  return id > 0n ? [{ address: applicationAddress(id), label: messages.get().vault({ name: ctx.name }) }] : []
}

export function registryContract(ctx: ActionContext): Party {
  return { address: applicationAddress(ctx.network.registryAppId), label: messages.get().registry }
}

export function registryAppId(ctx: ActionContext): bigint {
  return BigInt(ctx.network.registryAppId)
}

/** The ALGO/USD price oracle the registry's program names on chain: a priced call may reference it (none when unread). */
export const oracleApps = (ctx: ActionContext): bigint[] =>
  ctx.registry?.oracleAppId ? [ctx.registry.oracleAppId] : []

/**
 * An owner's change to the name's contract: exactly these calls, no price, and only the storage
 * deposit the extra allows (what the action writes into boxes).
 */
export function manageIntent(ctx: ActionContext, calls: readonly DeclaredCall[], extra: Partial<Intent> = {}): Intent {
  return {
    types: ['appl', 'pay'],
    receivers: [...nameContract(ctx), registryContract(ctx)],
    calls,
    pays: 0n,
    ...extra,
  }
}

/** A purchase-like payment to the name's contract with these calls; the buyer may opt in to the name's asset. */
export function payNameIntent(
  ctx: ActionContext,
  pays: bigint,
  calls: readonly DeclaredCall[],
  extra: Partial<Intent> = {},
): Intent {
  const asa = nameAsaId(ctx)
  return {
    types: ['pay', 'appl', 'axfer'],
    receivers: nameContract(ctx),
    calls,
    pays,
    optIns: asa > 0n ? [asa] : [],
    ...extra,
  }
}

/**
 * The buyer's call that takes the payment before it: the name's asset moves, the registry is
 * told, the contract pays the seller (read from the chain), so these are what it may name.
 */
export function purchaseCall(ctx: ActionContext): DeclaredCall {
  const asa = nameAsaId(ctx)
  const payees = [ctx.chain?.seller, ctx.chain?.owner].filter((a): a is string => Boolean(a))
  return nameCall(ctx, 'purchase', [], { accounts: payees, assets: asa > 0n ? [asa] : [], apps: [registryAppId(ctx)] })
}

/** Storage the action writes into the name's contract, paid there and nowhere else. */
export function nameDeposit(ctx: ActionContext, ceiling: bigint): Deposit[] {
  return nameContract(ctx).map(({ address }) => ({ to: address, ceiling }))
}

/**
 * The clearing before a sale (the contract refuses to sell while profile fields remain): the
 * fields the name has, read by the service, so each must be a profile field; absent when there are none.
 */
export function saleClearing(ctx: ActionContext): DeclaredCall {
  const profileField = { pattern: /^[uv]\.[\w.-]+$/, words: messages.get().profileField }
  return nameCall(ctx, 'deleteFields', [{ every: profileField }], { optional: true })
}

/**
 * A profile update as the SDK sends it: one updateFields per field (long values split), the
 * cleared fields in one deleteFields, and the box storage the values need at most.
 */
export function updateIntent(
  ctx: ActionContext,
  fields: readonly (readonly [string, ArgRule])[],
  cleared: readonly string[] = [],
): Intent {
  const texts = fields.filter((pair): pair is readonly [string, string] => typeof pair[1] === 'string')
  const chosen = fields.filter(([, value]) => typeof value !== 'string')
  const pairs: (readonly [string, ArgRule])[] = [...splitFields(texts), ...chosen]
  const deposit = pairs.reduce((sum, [key, value]) => sum + boxDeposit(utf8.encode(key).length, valueBytes(value)), 0n)
  const calls = pairs.map((pair) => nameCall(ctx, 'updateFields', [pair]))
  if (cleared.length) calls.push(nameCall(ctx, 'deleteFields', [cleared]))
  return manageIntent(ctx, calls, { deposits: nameDeposit(ctx, deposit) })
}

const utf8 = new TextEncoder()
/** Bytes a value takes; a value the service chooses (a pattern) is at most a URL's length. */
const valueBytes = (value: ArgRule) => (typeof value === 'string' ? utf8.encode(value).length : MAX_URL_BYTES)
const MAX_URL_BYTES = 256
