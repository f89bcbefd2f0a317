import { useEffect } from 'react'
import { useNetwork } from '@/wallet/react'
import { documentTitle } from '../config/appTitle'

/** Sets document.title to "Page · NFD testnet" (or the app title alone) for the active network. */
export function useDocumentTitle(page?: string): void {
  const { network } = useNetwork()
  useEffect(() => {
    document.title = documentTitle(network.id, page)
  }, [network.id, page])
}
