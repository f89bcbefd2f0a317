/** Suggested transaction parameters (fee, valid rounds, genesis) for building a group. */
import type { SuggestedParams } from 'algosdk'
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'

export async function getSuggestedParams(net: NetworkConfig): Promise<SuggestedParams> {
  const client = await getAlgodClient(net)
  return client.getTransactionParams().do()
}

/** What the network charges now, as algod suggests it. */
export interface NetworkFees {
  /** µALGO every transaction pays at least, inner ones included. */
  minFee: bigint
  /** µALGO a byte while the network is congested; 0 when it is not. */
  perByte: bigint
}

/** The fees of algod's suggested params: its `fee` is per byte unless the params are flat. */
export function networkFeesOf(params: SuggestedParams): NetworkFees {
  return { minFee: BigInt(params.minFee), perByte: params.flatFee ? 0n : BigInt(params.fee) }
}
