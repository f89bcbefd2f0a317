import { useCallback } from 'react'
import { notify } from '@/ui/notify'
import { showBrowserNotification } from '@/ui/browserNotification'
import { useWallet } from '@/wallet/react'
import type { AnalyticEntry } from '../api/analytics'
import { useOfferWatcher } from './useOfferWatcher'
import { describeNewOffer } from './describeNewOffer'

/** Tells each offer that arrives on the connected account's names while the app is open: a toast, and a browser notification if allowed. */
export function OfferAlerts() {
  const { activeAddress } = useWallet()
  const onArrived = useCallback((offers: AnalyticEntry[]) => {
    for (const offer of offers) {
      const text = describeNewOffer(offer)
      notify.blank(text)
      showBrowserNotification('Offers', text, `offer-${offer.name}-${offer.timestamp}`)
    }
  }, [])
  useOfferWatcher(activeAddress, onArrived)
  return null
}
