import { useWallet } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { auctionStatus } from '../core/abilities'
import { useAuctionFacts } from '../hooks/useAuctionFacts'

/**
 * An expired name's running auction in one line, for whoever looks: until when (by the chain's
 * expiry), the price now, and what they can do. Nothing while the chain has not answered.
 */
export function AuctionStatus({ record }: { record: NfdRecord }) {
  const { activeAddress } = useWallet()
  const facts = useAuctionFacts(record)
  const sentence = auctionStatus({ name: record.name, record, activeAddress, now: new Date(), ...facts })
  return sentence ? <p data-testid="auction-status">{sentence}</p> : null
}
