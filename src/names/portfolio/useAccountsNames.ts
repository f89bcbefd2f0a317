import { useQueries } from '@tanstack/react-query'
import { useNetwork } from '@/wallet/react'
import { groupByAccount, linkedAddressesOf, type AccountNames } from './accountNames'
import { ownedNamesQueryOptions } from './useOwnedNames'

export interface AccountsNames {
  /** undefined until every address has answered. */
  groups: AccountNames[] | undefined
  error: unknown
  refetch(): void
}

/**
 * The names of the wallet's accounts, then of the addresses their names verify as linked (one
 * level, bounded): each address is the same cached query a portfolio uses, asked once.
 */
export function useAccountsNames(accounts: readonly string[]): AccountsNames {
  const { network } = useNetwork()
  const own = useQueries({ queries: accounts.map((address) => ownedNamesQueryOptions(network, address)) })
  const ownDone = own.every((q) => q.data)
  const linked = ownDone
    ? linkedAddressesOf(
        own.flatMap((q) => q.data?.nfds ?? []),
        accounts,
      )
    : []
  const theirs = useQueries({ queries: linked.map((address) => ownedNamesQueryOptions(network, address)) })
  const all = [...own, ...theirs]
  const done = ownDone && theirs.every((q) => q.data)
  return {
    groups: done
      ? groupByAccount([
          ...accounts.map((address, i) => ({ address, linked: false, nfds: own[i]?.data?.nfds ?? [] })),
          ...linked.map((address, i) => ({ address, linked: true, nfds: theirs[i]?.data?.nfds ?? [] })),
        ])
      : undefined,
    error: all.find((q) => q.error)?.error ?? null,
    refetch: () => all.forEach((q) => q.error && void q.refetch()),
  }
}
