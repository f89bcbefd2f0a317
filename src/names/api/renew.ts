/** Renew a name (or take over an expired one: 1 year only). */
import type { NetworkConfig } from '@/config/networks'
import type { TxnGroupEntry } from './txnGroup'
import type { RenewRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function renewName(net: NetworkConfig, body: RenewRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', '/nfd/renew', body)
}
