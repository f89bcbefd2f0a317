import { useCallback } from 'react'
import { notify } from '@/ui/notify'
import { showBrowserNotification } from '@/ui/browserNotification'
import { useWallet } from '@/wallet/react'
import type { AnalyticEntry } from '../api/analytics'
import { useOfferWatcher } from './useOfferWatcher'
import { describeNewOffer } from './describeNewOffer'
import { i18n } from '@/lib/i18n/i18n'

const messages = i18n('names/offers/OfferAlerts', { title: 'Offers' })

/** Tells each offer that arrives on the connected account's names while the app is open: a toast, and a browser notification if allowed. */
export function OfferAlerts() {
  const { activeAddress } = useWallet()
  const onArrived = useCallback((offers: AnalyticEntry[]) => {
    for (const offer of offers) {
      const text = describeNewOffer(offer)
      notify.blank(text)
      showBrowserNotification(messages.get().title, text, `offer-${offer.name}-${offer.timestamp}`)
    }
  }, [])
  useOfferWatcher(activeAddress, onArrived)
  return null
}
