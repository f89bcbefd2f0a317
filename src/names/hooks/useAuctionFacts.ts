import { useNetwork, useWallet } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { expiryOf } from '../core/expiry'
import { quoteBuyer } from '../core/quoteBuyer'
import { useOnChainName } from './useOnChainName'
import { useQuote } from './useQuote'

/** What an expired name's auction words need (both undefined until read, and for a live name). */
export interface AuctionFacts {
  /** The chain's i.expirationTime in ms, read from algod: when the auction started. */
  chainExpiresAt: number | null | undefined
  /** µALGO: the service's quote for the viewer now (the auction price, or the base price for the holder). */
  price: number | undefined
  /** The quote says the viewer would take the name over in its auction (not the last owner renewing). */
  inAuction: boolean | undefined
}

/**
 * For an expired name: its expiry as the contract keeps it (the API's date does not start an
 * auction) and the price now for whoever looks. Nothing is read for a live name.
 */
export function useAuctionFacts(record: NfdRecord | null): AuctionFacts {
  const { activeAddress } = useWallet()
  const { network } = useNetwork()
  const expired = record !== null && expiryOf(record, new Date()).expired
  const name = expired ? (record?.name ?? '') : ''
  const chain = useOnChainName(name, { enabled: expired })
  const quote = useQuote(name, quoteBuyer(activeAddress, network.id))
  return { chainExpiresAt: chain.data?.expiresAt, price: quote.data?.price, inAuction: quote.data?.inAuction }
}
