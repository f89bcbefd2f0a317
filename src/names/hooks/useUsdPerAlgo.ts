import { usdPerAlgo } from '../core/usdPerAlgo'
import { useAnalytics } from './useAnalytics'

/** The latest sales and mints, read once for every price on the page: the dollar rate, or null. */
const LATEST_PRICED = { event: ['sold', 'minted'], sort: 'timeDesc', limit: 5 } as const

export function useUsdPerAlgo(enabled = true): number | null {
  const latest = useAnalytics({ ...LATEST_PRICED, event: [...LATEST_PRICED.event] }, { enabled })
  return latest.data ? usdPerAlgo(latest.data.entries) : null
}
