/** Linked (verified) addresses of a name, and which name an address shows as its primary. */
import type { LinkAddressRequestBody, SetPrimaryAddressRequestBody } from './types'
import { nameWrite } from './writeGroup'

export const addLinkedAddresses = nameWrite<LinkAddressRequestBody>('/nfd/links/addAddress')

export const removeLinkedAddresses = nameWrite<LinkAddressRequestBody>('/nfd/links/removeAddress')

/** Makes `address` the name's first verified address (caAlgo[0], its deposit account). */
export const setPrimaryAddress = nameWrite<SetPrimaryAddressRequestBody>('/nfd/links/setPrimaryAddress')

/** Makes `name` the primary NFD that reverse lookup returns for `address`. */
export const setPrimaryName = nameWrite<SetPrimaryAddressRequestBody>('/nfd/links/setPrimaryNFD')
