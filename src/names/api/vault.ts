/** A name's vault (its app account): send to it, send from it (owner), lock its automatic opt-ins (owner). */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { ContractLockRequestBody, SendFromVaultRequestBody, SendToVaultRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function sendToVault(net: NetworkConfig, name: string, body: SendToVaultRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/vault/sendTo/${name}`, body)
}

export function sendFromVault(
  net: NetworkConfig,
  name: string,
  body: SendFromVaultRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/vault/sendFrom/${name}`, body)
}

/** lock: only the owner may opt the vault in; unlocked: anyone may (airdrops). */
export function vaultLock(net: NetworkConfig, name: string, body: ContractLockRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/vault/lock/${name}`, body)
}
