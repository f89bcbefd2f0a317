import type * as Algosdk from 'algosdk'
import { withoutPending } from '../pendingAccounts'
import { alignSigned, planSigning, signingAccounts, type SignOptions } from '../signing'
import { WalletCallCancelledError, untilAborted } from '../untilAborted'
import { WalletError } from '../WalletError'
import type { AccountsCheck } from './accountsCheck'
import type { AdapterSlots } from './adapterSlots'
import type { AuthAddress } from './authAddress'
import type { Connection } from './connection'
import type { ManagerContext } from './context'

type SignableGroup = Algosdk.Transaction[] | Uint8Array[]

export type SignTransactions = (
  group: SignableGroup,
  indexesToSign?: number[],
  options?: SignOptions,
) => Promise<(Uint8Array | null)[]>

interface SigningParts {
  checks: AccountsCheck
  slots: AdapterSlots
  authAddress: AuthAddress
  resume: Connection['resume']
}

/** The auth accounts of the acting account and its co-signers: a rekeyed account signs through its own. */
async function authAddressesOf(
  authAddress: AuthAddress,
  active: string | undefined,
  connected: string[],
  signal: AbortSignal | undefined,
): Promise<Record<string, string>> {
  // A rekeyed account must be signed by its auth account: wait for a lookup still running.
  const auth = active ? await untilAborted(authAddress.settled(), signal) : null
  // A co-signer is signed like the acting account: through its auth account when rekeyed.
  const coSigners = connected.filter((address) => address !== active)
  const coAuth = await untilAborted(Promise.all(coSigners.map((address) => authAddress.lookUp(address))), signal)
  const authAddresses: Record<string, string> = active && auth ? { [active]: auth } : {}
  coSigners.forEach((address, i) => {
    const authAddr = coAuth[i]
    if (authAddr) authAddresses[address] = authAddr
  })
  return authAddresses
}

/** Signs with the active wallet the entries of the active account (and of co-signers named on purpose). */
export function createSignTransactions(
  ctx: ManagerContext,
  { checks, slots, authAddress, resume }: SigningParts,
): SignTransactions {
  return async function signTransactions(group, indexesToSign, options = {}) {
    const { signal } = options
    if (signal?.aborted) throw new WalletCallCancelledError()
    await untilAborted(checks.accountsChecked(), signal)
    const state = ctx.store.getState()
    const id = state.activeWallet
    const session = id ? withoutPending(state.wallets, state.pendingAccounts)[id] : undefined
    if (!id || !session) throw new WalletError('notConnected', 'No active wallet')
    const sdk = await ctx.loadSdk()
    const { decodeGroup } = await import('../decodeGroup')
    const decoded = decodeGroup(sdk, group)
    const active = session.activeAccount?.address
    const connected = signingAccounts(session.accounts, active, options.alsoSign)
    const plan = planSigning({
      items: decoded,
      connected,
      indexesToSign,
      genesisId: ctx.network().genesisId,
      authAddresses: await authAddressesOf(authAddress, active, connected, signal),
    })
    if (plan.indexes.length === 0) return decoded.map(() => null)
    const slot = await untilAborted(slots.slot(id), signal)
    if (!slot.session) await untilAborted(resume(id), signal)
    await untilAborted(slot.session ?? Promise.resolve(), signal)
    const unsigned = decoded.map((d) => d.unsigned)
    const result = await untilAborted(
      slot.adapter.signTransactions(unsigned, plan.indexes, plan.signers, signal),
      signal,
    )
    return alignSigned(decoded.length, plan.indexes, result)
  }
}
