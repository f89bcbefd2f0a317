/**
 * A name's badges and donations: GET /nfd/badges/{name}, GET /nfd/donations/{name} (what the
 * name's accounts gave to the tracked causes, by receiver), GET /nfd/v2/donations/list (the causes
 * the service tracks) and GET /nfd/v2/donations/leaders/{name} (who gave the most to a cause).
 */
import type { NetworkConfig } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { apiGet, pathOf } from './http'
import { parseRecordListReply } from './schemas/replies'
import type { NfdRecord } from './types'
import { parseBadgesReply, parseDonationsReply, type Badges, type Donation } from './schemas/donations'

export async function getBadges(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Badges> {
  return parseBadgesReply(await apiGet(net, pathOf`/nfd/badges/${name}`, {}, signal))
}

export async function getDonationsGiven(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Donation[]> {
  return parseDonationsReply(await apiGet(net, pathOf`/nfd/donations/${name}`, {}, signal), 'donations list')
}

export async function getDonationCauses(net: NetworkConfig, signal?: AbortSignal): Promise<NfdRecord[]> {
  return parseRecordListReply(await apiGet(net, '/nfd/v2/donations/list', {}, signal), 'list of causes')
}

/** null: the service tracks no cause by this name (its 404), which is not the same as nobody gave. */
export async function getDonors(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Donation[] | null> {
  try {
    return parseDonationsReply(await apiGet(net, pathOf`/nfd/v2/donations/leaders/${name}`, {}, signal), 'donors list')
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}
