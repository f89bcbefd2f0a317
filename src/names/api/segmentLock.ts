/** POST /nfd/segment/lock/{name}: the root's owner locks segment minting, or opens it at a USD price (cents). */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { SegmentLockRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function segmentLock(net: NetworkConfig, name: string, body: SegmentLockRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/segment/lock/${name}`, body)
}
