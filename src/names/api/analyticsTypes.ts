/**
 * GET /nfd/analytics: shapes named as in ../shared/api/openapi3.yaml (NFDAnalyticEvent,
 * NFDAnalyticRecord, NFDAnalyticRecords). Prices are µALGO; priceUsd is dollars at the time.
 */
import type { NfdCategory, NfdSaleType, SearchLength } from './types'

export type NfdAnalyticEventKind =
  'minted' | 'renewed' | 'offeredForSale' | 'canceledSale' | 'escrowedOffer' | 'sold' | 'postedOffer'

/** schema NFDAnalyticEvent: every field optional in the yaml. */
export interface NFDAnalyticEvent {
  block?: number
  buyer?: string
  carryCost?: number
  category?: NfdCategory
  currentOwner?: string
  event?: NfdAnalyticEventKind
  groupID?: string
  metaTags?: string[]
  name?: string
  newExpTime?: string
  note?: string
  oneYearRenewalPrice?: number
  saleType?: NfdSaleType
  seller?: string
}

/** schema NFDAnalyticRecord */
export interface NFDAnalyticRecord {
  data?: NFDAnalyticEvent
  price?: number
  priceUsd?: number
  timestamp?: string
}

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
