import { useNetwork, useWallet } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { auctionSchedule, type AuctionStep } from './reverseAuction'
import { auctionEndsAt } from '../core/auctionWindow'
import { quoteBuyer } from '../core/quoteBuyer'
import { useQuote } from '../hooks/useQuote'

export interface AuctionView {
  /** null while the quotes load */
  steps: AuctionStep[] | null
  /** µALGO: the renewal price the auction ends at */
  base: number | null
  endsAt: number
  /** The viewer is the owner: no auction for them, they renew at the base price. */
  isOwner: boolean
  error: unknown
  retry: () => void
}

/**
 * An expired name's auction for whoever looks: the service's price now (its quote for the viewer),
 * the base price (its quote for the owner, who renews at base) and the fall between.
 */
export function useAuctionSchedule(record: NfdRecord, now: number): AuctionView {
  const { activeAddress } = useWallet()
  const { network } = useNetwork()
  const viewer = quoteBuyer(activeAddress, network.id)
  const current = useQuote(record.name, viewer)
  const base = useQuote(record.name, record.owner ?? '')
  const expiresAt = Date.parse(record.timeExpires ?? '')
  const endsAt = auctionEndsAt(Number.isNaN(expiresAt) ? now : expiresAt)
  const ready = current.data && base.data && !Number.isNaN(expiresAt)
  return {
    steps: ready ? auctionSchedule(current.data!.price, base.data!.price, expiresAt, now) : null,
    base: base.data?.price ?? null,
    endsAt,
    isOwner: activeAddress !== null && activeAddress === record.owner,
    error: current.error ?? base.error,
    retry: () => {
      void current.refetch()
      void base.refetch()
    },
  }
}
