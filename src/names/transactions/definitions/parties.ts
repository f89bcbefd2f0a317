/**
 * The accounts and applications an intent names, derived from the chain's facts (ctx.chain) and
 * the network config, never from the group or the API's record: the name's contract (its app
 * account, which is also its vault) and the registry.
 */
import { applicationAddress } from '@/lib/address'
import { DEFAULT_FEE_CEILING, STORAGE_DEPOSIT_CEILING, type Intent, type Party } from '../check/intent'
import type { ActionContext } from '../types'

/** The name's application id on chain (0n before the chain was read: nothing may then be paid to it). */
function nameAppId(ctx: ActionContext): bigint {
  return ctx.chain?.appId ?? 0n
}

function nameContract(ctx: ActionContext): Party[] {
  const id = nameAppId(ctx)
  return id > 0n ? [{ address: applicationAddress(id), label: `${ctx.name} (its contract)` }] : []
}

export function nameVault(ctx: ActionContext): Party[] {
  const id = nameAppId(ctx)
  return id > 0n ? [{ address: applicationAddress(id), label: `${ctx.name}'s vault` }] : []
}

export function registryContract(ctx: ActionContext): Party {
  return { address: applicationAddress(ctx.network.registryAppId), label: 'the NFD registry' }
}

export function registryAppId(ctx: ActionContext): bigint {
  return BigInt(ctx.network.registryAppId)
}

/**
 * An owner's change to the name's contract: app calls to it (and the registry), no price, and
 * the storage deposits the service may add for the data it keeps.
 */
export function manageIntent(ctx: ActionContext, extra: Partial<Intent> = {}): Intent {
  return {
    types: ['appl', 'pay'],
    receivers: [...nameContract(ctx), registryContract(ctx)],
    apps: [nameAppId(ctx), registryAppId(ctx)].filter((id) => id > 0n),
    pays: 0n,
    depositCeiling: STORAGE_DEPOSIT_CEILING,
    feeCeiling: DEFAULT_FEE_CEILING,
    ...extra,
  }
}

/** A purchase-like payment to the name's contract with a call to it. */
export function payNameIntent(ctx: ActionContext, pays: bigint, extra: Partial<Intent> = {}): Intent {
  const asa = ctx.chain?.asaId ?? 0n
  return {
    types: ['pay', 'appl', 'axfer'],
    receivers: nameContract(ctx),
    apps: [nameAppId(ctx)].filter((id) => id > 0n),
    pays,
    optIns: asa > 0n ? [asa] : [],
    feeCeiling: DEFAULT_FEE_CEILING,
    ...extra,
  }
}
