/** POST /nfd/contract/upgrade/{name}: a contract older than 2.11 to 2.11 (no further). */
import type { RescindOfferRequestBody } from './types'
import { nameWrite } from './writeGroup'

export const contractUpgrade = nameWrite<RescindOfferRequestBody>('/nfd/contract/upgrade')
