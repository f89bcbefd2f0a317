/**
 * GET /nfd/analytics: its query, and the shapes named as in ../shared/api/openapi3.yaml
 * (NFDAnalyticEvent, NFDAnalyticRecord), inferred from their schemas in schemas/analyticRecord.ts.
 * Prices are µALGO; priceUsd is dollars at the time.
 */
import type { NfdAnalyticEventKind } from './schemas/analyticRecord'
import type { NfdCategory, NfdSaleType, SearchLength } from './types'

export type { NfdAnalyticEventKind, NFDAnalyticEvent, NFDAnalyticRecord } from './schemas/analyticRecord'

export interface AnalyticsParams {
  /** The API matches names partially: callers wanting one name filter the answer (see forName). */
  name?: string
  buyer?: string
  seller?: string
  event?: NfdAnalyticEventKind[]
  requireBuyer?: boolean
  includeOwner?: boolean
  excludeNFDAsSeller?: boolean
  category?: NfdCategory[]
  saleType?: NfdSaleType[]
  length?: SearchLength[]
  parentAppID?: number
  minPrice?: number
  maxPrice?: number
  afterTime?: string
  limit?: number
  offset?: number
  sort?: 'timeDesc' | 'priceAsc' | 'priceDesc'
}
