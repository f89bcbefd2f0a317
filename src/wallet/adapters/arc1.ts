/**
 * ARC-0001 request and answer shapes, shared by the wallets that speak it (Lute, Kibisis,
 * Exodus, WalletConnect): base64 transactions with `signers: []` for the ones not to sign,
 * `authAddr` for a rekeyed signer; answers aligned with the group.
 */
import type * as Algosdk from 'algosdk'
import { loadAlgosdk } from '@/algod/sdk'

export interface Arc1Transaction {
  txn: string
  signers?: string[]
  authAddr?: string
}

export async function toArc1(
  txns: Uint8Array[],
  indexesToSign: number[],
  signers: (string | null)[],
): Promise<Arc1Transaction[]> {
  return toArc1With(await loadAlgosdk(), txns, indexesToSign, signers)
}

/** The same with algosdk at hand: synchronous, for a call that must not await (a popup). */
export function toArc1With(
  sdk: typeof Algosdk,
  txns: Uint8Array[],
  indexesToSign: number[],
  signers: (string | null)[],
): Arc1Transaction[] {
  const asked = new Set(indexesToSign)
  return txns.map((bytes, i) => {
    const txn = sdk.bytesToBase64(bytes)
    const signer = signers[i]
    if (!asked.has(i) || !signer) return { txn, signers: [] }
    const sender = sdk.decodeUnsignedTransaction(bytes).sender.toString()
    return signer === sender ? { txn } : { txn, authAddr: signer }
  })
}

export type Arc1Answer = string | Uint8Array | number[] | null | undefined

/** The wallet's answer as bytes, kept only at the asked indexes. */
export async function fromArc1(
  answer: readonly Arc1Answer[],
  length: number,
  indexesToSign: number[],
): Promise<(Uint8Array | null)[]> {
  const sdk = await loadAlgosdk()
  const asked = new Set(indexesToSign)
  return Array.from({ length }, (_, i) => {
    const item = answer[i]
    if (!asked.has(i) || item === null || item === undefined) return null
    if (typeof item === 'string') return sdk.base64ToBytes(item)
    return item instanceof Uint8Array ? item : Uint8Array.from(item)
  })
}
