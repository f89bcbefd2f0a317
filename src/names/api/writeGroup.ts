/** Every write endpoint answers with a transaction group; this posts and decodes it. */
import type { NetworkConfig } from '@/config/networks'
import { apiData, type ApiRequest } from './http'
import { decodeTxnGroup, type TxnGroupEntry } from './txnGroup'

export async function writeGroup(
  net: NetworkConfig,
  method: NonNullable<ApiRequest['method']>,
  path: string,
  body: unknown,
): Promise<TxnGroupEntry[]> {
  return decodeTxnGroup(await apiData<unknown>(net, path, { method, body }))
}
