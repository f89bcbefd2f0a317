/** POST /nfd/segment/lock/{name}: the root's owner locks segment minting, or opens it at a USD price (cents). */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from '../api/http'
import type { TxnGroupEntry } from '../api/txnGroup'
import type { SegmentLockRequestBody } from '../api/types'
import { writeGroup } from '../api/writeGroup'

export function segmentLock(net: NetworkConfig, name: string, body: SegmentLockRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/segment/lock/${name}`, body)
}
