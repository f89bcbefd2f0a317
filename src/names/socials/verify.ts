/** Verifying a property (twitter, github, domain...): request a challenge, then confirm it. */
import type { NetworkConfig } from '@/config/networks'
import { apiData, pathOf } from '../api/http'
import { parseVerifyConfirmReply, parseVerifyRequestReply } from '../api/schemas/replies'
import type {
  VerifyConfirmRequestBody,
  VerifyConfirmResponseBody,
  VerifyRequestRequestBody,
  VerifyRequestResponseBody,
} from '../api/types'

export function requestVerification(
  net: NetworkConfig,
  body: VerifyRequestRequestBody,
): Promise<VerifyRequestResponseBody> {
  return apiData(net, '/nfd/verify/request', { method: 'POST', body }).then(parseVerifyRequestReply)
}

export function confirmVerification(
  net: NetworkConfig,
  id: string,
  body: VerifyConfirmRequestBody,
): Promise<VerifyConfirmResponseBody> {
  return apiData(net, pathOf`/nfd/verify/confirm/${id}`, { method: 'POST', body }).then(parseVerifyConfirmReply)
}
