/**
 * Which transactions of a group go to the wallet. Pure: no algosdk, no wallet.
 * A transaction is sent only when its sender is a connected address, it is among the
 * indexes to sign (all when none are given) and it carries no signature yet (sig, msig or
 * lsig: a multisig or logic-signed txn is passed through, never re-signed).
 */
import { WalletError } from './WalletError'

export interface GroupItem {
  sender: string
  genesisId: string
  /** Already carries sig, msig or lsig. */
  signed: boolean
}

export interface SigningPlanInput {
  items: GroupItem[]
  /** The active wallet's addresses. */
  connected: readonly string[]
  indexesToSign?: readonly number[]
  /** The active network's genesis id. */
  genesisId: string
  /** Auth addresses of rekeyed connected accounts: sender -> signer. */
  authAddresses?: Readonly<Record<string, string>>
}

export interface SigningPlan {
  indexes: number[]
  /** Aligned with the group: the address whose key signs index i, null if not signed. */
  signers: (string | null)[]
}

export interface SignOptions {
  /** Other accounts of the active wallet that must sign too (e.g. an address being linked). */
  alsoSign?: readonly string[]
  /**
   * Gives up on the request (the user pressed Cancel): signing rejects at once with an error
   * isUserCancellation recognises, and a prompt of the app's own closes.
   */
  signal?: AbortSignal
}

/**
 * Who may sign: the active account, plus the accounts a caller names that the wallet holds.
 * Never the wallet's other accounts: a group must not spend from an account the user did not act with.
 */
export function signingAccounts(
  accounts: readonly { address: string }[],
  active: string | undefined,
  alsoSign: readonly string[] = [],
): string[] {
  const held = new Set(accounts.map((a) => a.address))
  return [...new Set([...(active ? [active] : []), ...alsoSign])].filter((address) => held.has(address))
}

export const NETWORK_MISMATCH = 'Signing Error: network mismatch'

export function planSigning(input: SigningPlanInput): SigningPlan {
  const { items, connected, indexesToSign, genesisId, authAddresses = {} } = input
  // Refused before any wallet sees the group: signing for another network is never intended.
  if (items.some((item) => item.genesisId !== genesisId)) throw new WalletError('networkMismatch', NETWORK_MISMATCH)
  const wanted = indexesToSign && indexesToSign.length > 0 ? new Set(indexesToSign) : null
  const signers = items.map((item, i) => {
    if (item.signed || (wanted && !wanted.has(i)) || !connected.includes(item.sender)) return null
    return authAddresses[item.sender] ?? item.sender
  })
  const indexes = signers.flatMap((signer, i) => (signer === null ? [] : [i]))
  return { indexes, signers }
}

/** The wallet's answer, kept only where we asked, aligned with the group. */
export function alignSigned(
  groupLength: number,
  indexes: readonly number[],
  result: readonly (Uint8Array | null | undefined)[],
): (Uint8Array | null)[] {
  const asked = new Set(indexes)
  return Array.from({ length: groupLength }, (_, i) => (asked.has(i) ? (result[i] ?? null) : null))
}
