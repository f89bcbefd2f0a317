/** Listing a name for sale, cancelling the listing, and bidding on a name that is not listed. */
import type { NetworkConfig } from '@/config/networks'
import { pathOf } from './http'
import type { TxnGroupEntry } from './txnGroup'
import type { OfferRequestBody, PostOfferToOwnerRequestBody, RescindOfferRequestBody } from './types'
import { writeGroup } from './writeGroup'

/** POST /nfd/offer/{name}: the owner lists it (reservedFor makes it a private sale). */
export function offerForSale(net: NetworkConfig, name: string, body: OfferRequestBody): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/offer/${name}`, body)
}

/** POST /nfd/rescindOffer/{name}: the owner cancels the listing. */
export function rescindOffer(
  net: NetworkConfig,
  name: string,
  body: RescindOfferRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/rescindOffer/${name}`, body)
}

/** POST /nfd/postOfferToOwner/{name}: an unsolicited bid (≥ 1 ALGO) with a note. */
export function postOfferToOwner(
  net: NetworkConfig,
  name: string,
  body: PostOfferToOwnerRequestBody,
): Promise<TxnGroupEntry[]> {
  return writeGroup(net, 'POST', pathOf`/nfd/postOfferToOwner/${name}`, body)
}
