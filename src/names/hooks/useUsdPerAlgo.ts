import { usdPerAlgo } from '../core/usdPerAlgo'
import { useAnalytics } from './useAnalytics'

/** The latest sales and mints, read once for every price on the page: the dollar rate, or null. */
const LATEST_PRICED = { event: ['sold', 'minted'], sort: 'timeDesc', limit: 5 } as const
/**
 * An estimate that moves slowly: asked again after 5 minutes, not each time a price mounts after
 * the default 30 s (a long list's cards mount and unmount as it scrolls).
 */
const RATE_STALE_MS = 5 * 60_000

export function useUsdPerAlgo(enabled = true): number | null {
  const latest = useAnalytics(
    { ...LATEST_PRICED, event: [...LATEST_PRICED.event] },
    { enabled, staleTime: RATE_STALE_MS },
  )
  return latest.data ? usdPerAlgo(latest.data.entries) : null
}
