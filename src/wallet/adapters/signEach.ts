/**
 * Shared by the key-holding adapters (KMD, mnemonic): sign the asked indexes one by one and
 * return an array aligned with the group, null where not signed.
 */
import type * as Algosdk from 'algosdk'
import { loadAlgosdk } from '@/algod/sdk'

export async function signEach(
  txns: Uint8Array[],
  indexesToSign: number[],
  sign: (txn: Algosdk.Transaction, index: number) => Promise<Uint8Array | null>,
): Promise<(Uint8Array | null)[]> {
  const sdk = await loadAlgosdk()
  const result: (Uint8Array | null)[] = txns.map(() => null)
  for (const i of indexesToSign) {
    const bytes = txns[i]
    if (bytes) result[i] = await sign(sdk.decodeUnsignedTransaction(bytes), i)
  }
  return result
}
