import { useQueries } from '@tanstack/react-query'
import { useNetwork, useWallet } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { isLookalike, lookalikeVariants } from './lookalike'
import { nameQueryOptions } from '../hooks/useName'
import { useOwnedNames } from '../portfolio/useOwnedNames'
import { useWatchlist } from '../watchlist/useWatchlist'

type LookalikeReason = 'established' | 'owned' | 'watched'

export interface Lookalike {
  name: string
  reason: LookalikeReason
}

/** How many one-swap variants are looked up (each is one cached request). */
const VARIANTS_LOOKED_UP = 6

/**
 * Names that `name` differs from only by confusable characters: an existing name minted before
 * it (a lower app id: app ids only grow), or one the user owns or watches. One of each name, the
 * user's own first. `self` is the name's record the caller already has (null: not minted).
 */
export function useLookalikes(name: string, self: NfdRecord | null): Lookalike[] {
  const { network } = useNetwork()
  const { activeAddress } = useWallet()
  const owned = useOwnedNames(activeAddress ?? '')
  const { state: watchlist } = useWatchlist()
  const variants = name ? lookalikeVariants(name, VARIANTS_LOOKED_UP) : []
  const existing = useQueries({
    queries: variants.map((variant) => ({ ...nameQueryOptions(network, variant, 'brief') })),
    combine: (results) => results.flatMap((r) => (r.data ? [r.data] : [])),
  })
  if (!name) return []
  const found: Lookalike[] = []
  const add = (other: string, reason: LookalikeReason) => {
    if (!found.some((f) => f.name === other)) found.push({ name: other, reason })
  }
  for (const record of owned.data?.nfds ?? []) if (isLookalike(name, record.name)) add(record.name, 'owned')
  for (const watched of watchlist.names) if (isLookalike(name, watched)) add(watched, 'watched')
  const selfAppId = self?.appID
  for (const record of existing) {
    const older = selfAppId === undefined || (record.appID !== undefined && record.appID < selfAppId)
    if (record.state !== 'available' && older) add(record.name, 'established')
  }
  return found
}
