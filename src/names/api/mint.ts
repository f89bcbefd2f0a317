/** Mint a new name (root or segment), optionally reserved for someone else. */
import type { NetworkConfig } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { apiRequest } from './http'
import { decodeTxnGroup, type TxnGroupEntry } from './txnGroup'
import type { MintRequestBody } from './types'

/** 204 means someone minted it first: the details come only as goa-attribute-* headers. */
export async function mintName(net: NetworkConfig, body: MintRequestBody): Promise<TxnGroupEntry[]> {
  const { data, status, headers } = await apiRequest(net, '/nfd/mint', { method: 'POST', body })
  if (status === 204 || data === undefined) {
    throw new ApiError(
      409,
      headers.get('goa-attribute-name') ?? 'alreadyExists',
      headers.get('goa-attribute-message') ?? `${body.name} already exists`,
    )
  }
  return decodeTxnGroup(data)
}
