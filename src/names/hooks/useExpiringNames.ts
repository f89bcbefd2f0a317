import { useQueries } from '@tanstack/react-query'
import { useNetwork } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { expiryOf } from '@/names/core/expiry'
import { ownedNamesQueryOptions, type OwnedNamesOptions } from './useOwnedNames'

const HOUR_MS = 3_600_000

/**
 * The API's own filter for names that are still held and expire before `at`, soonest first: every
 * such name of the account, however many it holds, and nothing else. `at` is rounded to the hour
 * up so the query (and its cache) stays the same for a while.
 */
export function expiringBefore(at: Date): OwnedNamesOptions {
  const hour = new Date(Math.ceil(at.getTime() / HOUR_MS) * HOUR_MS)
  return { states: ['owned', 'forSale'], sort: 'expiresAsc', expiresBefore: hour.toISOString() }
}

export interface ExpiringNames {
  /** undefined until every account has answered. */
  records: NfdRecord[] | undefined
}

/** Every name of these accounts that is held and expires before `at`; asked only while `enabled`. */
export function useNamesExpiringBefore(addresses: readonly string[], at: Date, enabled = true): ExpiringNames {
  const { network } = useNetwork()
  return useQueries({
    queries: addresses.map((address) => {
      const options = ownedNamesQueryOptions(network, address, expiringBefore(at))
      return { ...options, enabled: enabled && options.enabled }
    }),
    combine: (results) => ({
      records: results.every((r) => r.data) ? results.flatMap((r) => r.data?.nfds ?? []) : undefined,
    }),
  })
}

const WARNING_MS = 30 * 86_400_000

/** The names the given accounts hold that expire within 30 days, all of them. */
export function useExpiringNames(addresses: readonly string[], now: Date): NfdRecord[] {
  const { records } = useNamesExpiringBefore(addresses, new Date(now.getTime() + WARNING_MS))
  return (records ?? []).filter((record) => expiryOf(record, now).soon)
}
