/** POST /nfd/contract/upgrade/{name}: a contract older than 2.11 to 2.11 (no further). */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { RescindOfferRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function contractUpgrade(
  net: NetworkConfig,
  name: string,
  body: RescindOfferRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/contract/upgrade/${name}`, body)
}
