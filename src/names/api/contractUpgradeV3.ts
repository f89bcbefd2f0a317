/** POST /nfd/v3/contract/upgrade/{name}: a 2.11+ contract to 3.x; the first move to 3.x pays one year of renewal. */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { RescindOfferRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function contractUpgradeV3(
  net: NetworkConfig,
  name: string,
  body: RescindOfferRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/v3/contract/upgrade/${name}`, body)
}
