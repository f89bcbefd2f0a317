import { isValidAddress } from '@/lib/address'
import type { AnalyticsParams } from '../api/analyticsTypes'
import { useAnalytics } from '../hooks/useAnalytics'

/** Offers posted to an owner's names: the API records the owner as the event's seller. */
export const offersTo = (owner: string): AnalyticsParams => ({
  event: ['postedOffer'],
  seller: owner,
  sort: 'timeDesc',
  limit: 50,
})

export function useOffersReceived(owner: string | null) {
  return useAnalytics(offersTo(owner ?? ''), { enabled: isValidAddress(owner) })
}
