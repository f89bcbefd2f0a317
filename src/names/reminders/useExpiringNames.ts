import { useQueries } from '@tanstack/react-query'
import { useNetwork } from '@/wallet/react'
import type { NfdRecord } from '../api/types'
import { expiryOf } from '@/names/core/expiry'
import { ownedNamesQueryOptions } from '../portfolio/useOwnedNames'

/** The names the given accounts hold that expire within 30 days (the portfolio's queries: shared cache). */
export function useExpiringNames(addresses: readonly string[], now: Date): NfdRecord[] {
  const { network } = useNetwork()
  return useQueries({
    queries: addresses.map((address) => ownedNamesQueryOptions(network, address)),
    combine: (results) =>
      results.flatMap((result) => result.data?.nfds ?? []).filter((record) => expiryOf(record, now).soon),
  })
}
