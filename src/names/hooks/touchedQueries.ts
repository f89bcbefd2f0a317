/**
 * Query-key prefixes an action changes, built from the data layer's key factory so a write
 * refreshes exactly what shows the name (and, when ownership moves, the lists it appears in).
 */
import type { QueryKey } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { nfdKeys } from './queryKeys'

/** The name itself: every view, its on-chain record, its quote, the activity feeds and the events (offers, sales). */
export function nameQueries(net: NetworkConfig, name: string): QueryKey[] {
  const all = nfdKeys.all(net.id)
  return [
    nfdKeys.nameAll(net.id, name),
    nfdKeys.onChain(net.id, name),
    [...all, 'quote', name],
    [...all, 'activity'],
    [...all, 'analytics'],
  ]
}

/** Plus the lists: owner portfolios, search (marketplace), reverse lookups (primary names). */
export function listQueries(net: NetworkConfig, name: string): QueryKey[] {
  const all = nfdKeys.all(net.id)
  return [...nameQueries(net, name), [...all, 'owned'], [...all, 'search'], [...all, 'reverse']]
}

/** Plus every account's holdings: a vault write moves assets between the vault and others. */
export function vaultQueries(net: NetworkConfig, name: string): QueryKey[] {
  return [...nameQueries(net, name), [...nfdKeys.all(net.id), 'holdings']]
}
