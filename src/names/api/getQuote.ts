/** The price of a name for a buyer (an expired name costs its owner less than others). */
import type { NetworkConfig } from '@/config/networks'
import { apiGet, pathOf } from './http'
import { parseQuoteReply } from './schemas/replies'
import type { GetQuoteResponseBody } from './types'

export function getQuote(
  net: NetworkConfig,
  name: string,
  buyer: string,
  signal?: AbortSignal,
): Promise<GetQuoteResponseBody> {
  return apiGet(net, pathOf`/nfd/getQuote/${name}`, { buyer }, signal).then(parseQuoteReply)
}
