/** Send ALGO or assets to a name's vault (its app account), opting the vault in as needed. */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { SendToVaultRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function sendToVault(net: NetworkConfig, name: string, body: SendToVaultRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/vault/sendTo/${name}`, body)
}
