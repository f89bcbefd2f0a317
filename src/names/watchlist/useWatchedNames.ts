import { useQueries } from '@tanstack/react-query'
import type { NfdRecord } from '../api/types'
import { useNetwork } from '@/wallet/react'
import { nameQueryOptions } from '../hooks/useName'

export interface WatchedName {
  name: string
  /** The record (a bare available one when not minted); undefined while loading or after a failure. */
  record: NfdRecord | undefined
  error: unknown
  /** When the record shown was fetched (ms), 0 while there is none. */
  fetchedAt: number
  retry: () => void
}

/** The current state of each watched name, one query a name (the same cache entries the watcher fills). */
export function useWatchedNames(names: readonly string[]): WatchedName[] {
  const { network } = useNetwork()
  return useQueries({
    queries: names.map((name) => nameQueryOptions(network, name, 'brief')),
    combine: (results) =>
      results.map((result, i) => {
        const name = names[i] ?? ''
        const record = result.data === null ? { name, state: 'available' as const } : result.data
        return {
          name,
          record,
          error: result.error,
          fetchedAt: result.dataUpdatedAt,
          retry: () => void result.refetch(),
        }
      }),
  })
}

/** When the oldest record shown was fetched; undefined while none is. */
export function oldestFetch(watched: readonly WatchedName[]): number | undefined {
  const times = watched.map((w) => w.fetchedAt).filter((at) => at > 0)
  return times.length > 0 ? Math.min(...times) : undefined
}
