import { useEffect, useState } from 'react'
import { hasAddressShape } from '@/lib/hasAddressShape'
import { loadAddressCheck, loadedAddressCheck } from '@/lib/loadAddressCheck'
import { logger } from '@/lib/logger'

/**
 * Whether `address` is an Algorand address, checksum included, when `wanted`. The checksum's
 * hash loads on the first address that needs it, not with the first page: false until then, as
 * for anything that is not an address, so a query it enables waits rather than asks.
 */
export function useIsValidAddress(address: string, wanted: boolean): boolean {
  const [isAddress, setIsAddress] = useState(loadedAddressCheck)
  const needed = wanted && isAddress === null && hasAddressShape(address)
  useEffect(() => {
    if (!needed) return
    let live = true
    loadAddressCheck().then(
      (loaded) => {
        if (live) setIsAddress(() => loaded)
      },
      (error: unknown) => logger.error('Loading the address check failed', error),
    )
    return () => {
      live = false
    }
  }, [needed])
  return wanted && isAddress !== null && isAddress(address)
}
