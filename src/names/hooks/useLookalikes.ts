import { useQueries } from '@tanstack/react-query'
import { useNetwork, useWallet } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { imitatedName, isLookalike, lookalikeVariants } from '../core/lookalike'
import { nameQueryOptions } from './useName'
import { onChainNameQueryOptions } from './useOnChainName'
import { useOwnedNames } from './useOwnedNames'
import { useWatchlist } from './useWatchlist'

type LookalikeReason = 'established' | 'owned' | 'watched' | 'imitates'

export interface Lookalike {
  name: string
  reason: LookalikeReason
}

/** How many one-swap variants are looked up (each is one cached request). */
const VARIANTS_LOOKED_UP = 6

/**
 * Whether a lookalike was minted before the name, by their app ids on chain (app ids only grow):
 * the API's appID is not trusted for it. Until the chain says otherwise (unread, or the name not
 * minted), the lookalike counts as the older one: the warning errs on the side of showing.
 */
export function mintedBefore(other: bigint | undefined, self: bigint | undefined): boolean {
  return other === undefined || self === undefined || other < self
}

/**
 * Names that `name` differs from only by confusable characters: an existing name minted before
 * it (mintedBefore, from the chain), one the user owns or watches, or the name it is spelled to
 * imitate (imitatedName), minted or not. One of each name, the
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
  const minted = existing.filter((record) => record.state !== 'available')
  // The app ids on chain of the name and of each lookalike minted: the order they were minted in.
  const appIds = useQueries({
    queries: [name, ...minted.map((record) => record.name)].map((n) => ({
      ...onChainNameQueryOptions(network, n, { enabled: self !== null && minted.length > 0 }),
    })),
    combine: (results) => results.map((r) => r.data?.appId),
  })
  if (!name) return []
  const found: Lookalike[] = []
  const add = (other: string, reason: LookalikeReason) => {
    if (!found.some((f) => f.name === other)) found.push({ name: other, reason })
  }
  for (const record of owned.data?.nfds ?? []) if (isLookalike(name, record.name)) add(record.name, 'owned')
  for (const watched of watchlist.names) if (isLookalike(name, watched)) add(watched, 'watched')
  minted.forEach((record, i) => {
    if (mintedBefore(appIds[i + 1], appIds[0])) add(record.name, 'established')
  })
  // Spelled in letters that imitate name letters: flagged whether or not that name exists.
  const imitated = imitatedName(name)
  if (imitated) add(imitated, 'imitates')
  return found
}
