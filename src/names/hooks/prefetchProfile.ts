import type { QueryClient } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { isApiName, validateNameInput } from '../core/validation'
import { activityQueryOptions } from './useActivity'
import { nameQueryOptions } from './useName'

/** The profile's activity section asks for this; the prefetch asks for the same cache entry. */
export const RECENT_ACTIVITY = { limit: 10, sort: 'timeDesc' } as const

/**
 * Starts loading what a profile shows (record, recent activity) as soon as the visit starts,
 * beside the page's code instead of after it. Only for the canonical spelling (or a name the
 * API may return): any other is redirected, and the redirect comes back here with the canonical one.
 */
export function prefetchProfile(client: QueryClient, net: NetworkConfig, param: string): void {
  const checked = validateNameInput(param)
  const canonical = checked.ok ? checked.name === param : isApiName(param)
  if (!canonical) return
  void client.prefetchQuery(nameQueryOptions(net, param, 'full'))
  void client.prefetchQuery(activityQueryOptions(net, [param], RECENT_ACTIVITY))
}
