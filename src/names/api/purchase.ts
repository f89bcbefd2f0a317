/** Buy a name listed for sale, or claim one reserved for the buyer (same endpoint). */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { PurchaseRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function purchaseName(net: NetworkConfig, name: string, body: PurchaseRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/purchase/${name}`, body)
}
