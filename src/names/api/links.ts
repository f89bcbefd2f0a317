/** Linked (verified) addresses of a name, and which name an address shows as its primary. */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { LinkAddressRequestBody, SetPrimaryAddressRequestBody } from './types'
import { writeGroup } from './writeGroup'

export function addLinkedAddresses(
  net: NetworkConfig,
  name: string,
  body: LinkAddressRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/links/addAddress/${name}`, body)
}

export function removeLinkedAddresses(
  net: NetworkConfig,
  name: string,
  body: LinkAddressRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/links/removeAddress/${name}`, body)
}

/** Makes `address` the name's first verified address (caAlgo[0], its deposit account). */
export function setPrimaryAddress(
  net: NetworkConfig,
  name: string,
  body: SetPrimaryAddressRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/links/setPrimaryAddress/${name}`, body)
}

/** Makes `name` the primary NFD that reverse lookup returns for `address`. */
export function setPrimaryName(
  net: NetworkConfig,
  name: string,
  body: SetPrimaryAddressRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/links/setPrimaryNFD/${name}`, body)
}
