/**
 * The name-service API's shapes, named as in ../shared/api/openapi3.yaml (components.schemas).
 * Money fields are µALGO unless the name says Usd (then USD cents). Times are RFC3339. The
 * replies' types are inferred from their schemas (schemas/); the requests' are written here.
 */
import type { NfdCategory, NfdRecord, NfdSaleType } from './schemas/nfdRecord'

export type { NfdCategory, NfdRecord, NfdSaleType, NfdState } from './schemas/nfdRecord'
export type {
  GetQuoteResponseBody,
  LookupResponse,
  NFDActivity,
  NfdV2SearchRecords,
  VerifyConfirmResponseBody,
  VerifyRequestResponseBody,
} from './schemas/replies'

export type NfdView = 'tiny' | 'brief' | 'full'
export type LookupView = 'tiny' | 'thumbnail' | 'brief' | 'full'

// --- Search and browse --------------------------------------------------------------------

export type SearchState = 'reserved' | 'forSale' | 'owned' | 'expired'
export type SearchLength =
  | '1_letters'
  | '2_letters'
  | '3_letters'
  | '4_letters'
  | '5_letters'
  | '6_letters'
  | '7_letters'
  | '8_letters'
  | '9_letters'
  | '10+_letters'
export type SearchTrait = 'emoji' | 'pristine' | 'segment'
type VerifiedProperty =
  'blueskydid' | 'discord' | 'telegram' | 'twitter' | 'github' | 'email' | 'domain' | 'nostrpubkey'
type BrowseSort =
  'createdDesc' | 'timeChangedDesc' | 'soldDesc' | 'priceAsc' | 'priceDesc' | 'highestSaleDesc' | 'saleTypeAsc'
export type SearchSort = BrowseSort | 'nameAsc' | 'expiresAsc' | 'expiresDesc'

/** GET /nfd/browse query (the older endpoint: no total, fewer filters). */
export interface BrowseParams {
  name?: string
  category?: NfdCategory[]
  saleType?: NfdSaleType[]
  state?: SearchState[]
  parentAppID?: number
  length?: SearchLength[]
  traits?: SearchTrait[]
  owner?: string
  reservedFor?: string
  prefix?: string
  substring?: string
  vproperty?: VerifiedProperty
  vvalue?: string
  minPrice?: number
  maxPrice?: number
  changedAfter?: string
  /** 1–200, default 50 */
  limit?: number
  offset?: number
  sort?: BrowseSort
  view?: NfdView
}

/** GET /nfd/v2/search query: every filter, sort and paging parameter of the API. */
export interface SearchParams extends Omit<BrowseParams, 'sort' | 'view'> {
  excludeUserReserved?: boolean
  segmentLocked?: boolean
  /** true: roots only; false: segments only */
  segmentRoot?: boolean
  minPriceUsd?: number
  maxPriceUsd?: number
  expiresBefore?: string
  sort?: SearchSort
  view?: LookupView
}

// --- Write request bodies ----------------------------------------------------------------

export interface MintRequestBody {
  name: string
  buyer: string
  reservedFor?: string
  years?: number
  algoOffer?: number
}
export interface PurchaseRequestBody {
  buyer: string
  offer: number
}
export interface OfferRequestBody {
  sender: string
  offer: number
  reservedFor?: string
  payReceiver?: boolean
}
export interface RescindOfferRequestBody {
  sender: string
}
export interface PostOfferToOwnerRequestBody {
  sender: string
  offer: number
  note: string
}
export interface RenewRequestBody {
  name: string
  buyer: string
  years?: number
  algoOffer?: number
}
export interface UpdatePartialRequestBody {
  sender: string
  properties: NonNullable<NfdRecord['properties']>
}
export interface LinkAddressRequestBody {
  sender: string
  /** at most 7 */
  address: string[]
}
export interface SetPrimaryAddressRequestBody {
  sender: string
  address: string
}
export interface SendToVaultRequestBody {
  sender: string
  assets: number[]
  optInOnly: boolean
  amount?: number
  amountStr?: string
  note?: string
}

export interface SendFromVaultRequestBody {
  /** The name's owner. */
  sender: string
  /** One asset (0 = ALGO): several would send the whole of each. */
  assets: number[]
  /** An address, or a name when receiverType is nfdVault. */
  receiver: string
  receiverType: 'account' | 'nfdVault'
  /** Base units. */
  amount: number
  amountStr: string
  note?: string
}

export interface ContractLockRequestBody {
  sender: string
  lock: boolean
}
export type VerifiableField = 'blueskydid' | 'twitter' | 'github' | 'domain' | 'email' | 'avatar' | 'banner'
export interface VerifyRequestRequestBody {
  name: string
  sender: string
  fieldToVerify: VerifiableField
}
export interface VerifyConfirmRequestBody {
  challenge?: string
}
