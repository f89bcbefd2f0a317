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

/**
 * The reply, or `none` when the service answers 404: these endpoints say "not found" for a name
 * that has nothing yet (no badge, no donation), which is an empty part, not a failure.
 */
async function noneIfNotFound<T>(read: Promise<T>, none: T): Promise<T> {
  try {
    return await read
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return none
    throw error
  }
}

export async function getBadges(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Badges> {
  return noneIfNotFound(apiGet(net, pathOf`/nfd/badges/${name}`, {}, signal).then(parseBadgesReply), {})
}

export async function getDonationsGiven(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Donation[]> {
  return noneIfNotFound(
    apiGet(net, pathOf`/nfd/donations/${name}`, {}, signal).then((reply) =>
      parseDonationsReply(reply, 'donations list'),
    ),
    [],
  )
}

export async function getDonationCauses(net: NetworkConfig, signal?: AbortSignal): Promise<NfdRecord[]> {
  return noneIfNotFound(
    apiGet(net, '/nfd/v2/donations/list', {}, signal).then((reply) => parseRecordListReply(reply, 'list of causes')),
    [],
  )
}

/** null: the service tracks no cause by this name (its 404), which is not the same as nobody gave. */
export async function getDonors(net: NetworkConfig, name: string, signal?: AbortSignal): Promise<Donation[] | null> {
  return noneIfNotFound(
    apiGet(net, pathOf`/nfd/v2/donations/leaders/${name}`, {}, signal).then((reply) =>
      parseDonationsReply(reply, 'donors list'),
    ),
    null,
  )
}
