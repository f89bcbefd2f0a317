import { useCallback, useSyncExternalStore } from 'react'
import { useNetwork } from '@/wallet/react'
import { loadOffersSeen, OFFERS_SEEN_EVENT, saveOffersSeen } from './offersSeen'

const subscribe = (listener: () => void) => {
  window.addEventListener(OFFERS_SEEN_EVENT, listener)
  return () => window.removeEventListener(OFFERS_SEEN_EVENT, listener)
}

/** When the account's offers were last looked at (ms, null: never), and how to mark them seen now. */
export function useOffersSeen(address: string | null) {
  const { network } = useNetwork()
  const seen = useSyncExternalStore(subscribe, () => (address ? loadOffersSeen(network.id, address) : null))
  const markSeen = useCallback(() => {
    if (address) saveOffersSeen(network.id, address, new Date())
  }, [address, network.id])
  return { seen, markSeen }
}
