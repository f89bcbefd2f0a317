/**
 * Linked addresses as TxnLab/nfd-sdk composes them (packages/sdk/src/modules/manager.ts
 * @ 77750771): a link pays the name's contract for the proposed field and the grown verified
 * list, calls `updateFields` with `u.cav.algo.a` and the address's public key, pays the registry
 * for the address's reverse lookup, then `linkNfdAddress` (3,000 µALGO) is sent by the address
 * being linked. An unlink is `unlinkNfdAddress` (5,000). The registry's `setAddressPrimaryNfd`
 * must be sent by the address being set (API-NOTES §3b); `setPrimaryAddress` reorders the name's
 * verified list (NFDInstance ARC-56).
 */
import { publicKeyOf } from '@/lib/address'
import { LINK_FIELD } from '../check/describeCall'
import { call, pay, type ReferenceStep } from './layout'

interface Link {
  name: string
  nameApp: bigint
  address: string
  /** µALGO for the field and the verified list on the name's contract, and the reverse lookup on the registry. */
  nameDeposit: bigint
  registryDeposit: bigint
}

export function linkLayout({ name, nameApp, address, nameDeposit, registryDeposit }: Link): ReferenceStep[] {
  return [
    pay('name', nameDeposit),
    call('name', 'updateFields', [[new TextEncoder().encode(LINK_FIELD), publicKeyOf(address)]]),
    pay('registry', registryDeposit),
    call('registry', 'linkNfdAddress', [name, nameApp, address], { from: address, apps: [nameApp] }),
  ]
}

export const unlinkLayout = (name: string, nameApp: bigint, address: string): ReferenceStep[] => [
  call('registry', 'unlinkNfdAddress', [name, nameApp, address], { apps: [nameApp] }),
]

/** Sent by the address itself: the registry refuses any other sender. */
export const setPrimaryNameLayout = (name: string, nameApp: bigint, address: string): ReferenceStep[] => [
  call('registry', 'setAddressPrimaryNfd', [name, nameApp, address], { from: address, apps: [nameApp] }),
]

export const setPrimaryAddressLayout = (field: string, address: string): ReferenceStep[] => [
  call('name', 'setPrimaryAddress', [field, address]),
]
