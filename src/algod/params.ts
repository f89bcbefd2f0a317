/** Suggested transaction parameters (fee, valid rounds, genesis) for building a group. */
import type { SuggestedParams } from 'algosdk'
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'

export async function getSuggestedParams(net: NetworkConfig): Promise<SuggestedParams> {
  const client = await getAlgodClient(net)
  return client.getTransactionParams().do()
}
