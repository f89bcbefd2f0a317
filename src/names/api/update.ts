/**
 * PATCH /nfd/update/{name}: set user-defined properties ("" clears one) and clear verified
 * ones. Only the owner may; the API answers 403 invalidFieldSet otherwise.
 */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { UpdatePartialRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function updateProperties(
  net: NetworkConfig,
  name: string,
  body: UpdatePartialRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'PATCH', pathOf`/nfd/update/${name}`, body)
}
