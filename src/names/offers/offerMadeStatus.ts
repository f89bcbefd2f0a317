/**
 * Whether an offer the user made is still open, from what the API returns: the offer events
 * (newest first) with the name's current owner (`includeOwner`), and, for an open one, the name's
 * record. The API records no withdrawal of an offer (it has no such event or call), so an offer is
 * closed only by what the chain shows: a later offer, a change of owner, or the owner's listing.
 */
import type { AnalyticEntry } from '../api/analytics'

export type OfferMadeStatus =
  /** The owner it was made to still owns the name, and it is the bidder's latest offer on it. */
  | 'open'
  /** The same account made a later offer on the same name. */
  | 'replaced'
  /** The owner listed the name for the bidder: it waits to be bought (claimed). */
  | 'accepted'
  /** The bidder owns the name now. */
  | 'yours'
  /** Someone else owns the name now: the offer reaches no one. */
  | 'ownerChanged'
  /** The API did not say who owns the name or to whom the offer went: never shown as open. */
  | 'unknown'

export interface OfferMade {
  entry: AnalyticEntry
  status: OfferMadeStatus
}

function ownershipStatus(entry: AnalyticEntry): OfferMadeStatus {
  const { buyer, seller, currentOwner } = entry
  if (!buyer || !currentOwner) return 'unknown'
  if (currentOwner === buyer) return 'yours'
  if (!seller) return 'unknown'
  return currentOwner === seller ? 'open' : 'ownerChanged'
}

/**
 * Each offer with its status. `entries` come newest first, as the API sorts them (timeDesc), so
 * a later offer on the same name by the same account is always among those before it, also when
 * only the first pages are loaded.
 */
export function offersMadeStatus(entries: readonly AnalyticEntry[]): OfferMade[] {
  const seen = new Set<string>()
  return entries.map((entry) => {
    const key = `${entry.buyer ?? ''} ${entry.name}`
    const replaced = entry.buyer !== null && seen.has(key)
    seen.add(key)
    return { entry, status: replaced ? 'replaced' : ownershipStatus(entry) }
  })
}

/** What the name's record adds to an open offer: a listing reserved for the bidder accepts it. */
export function withListing(
  offer: OfferMade,
  record: { state?: string; reservedFor?: string } | null | undefined,
): OfferMadeStatus {
  if (offer.status !== 'open' || !record) return offer.status
  return record.state === 'forSale' && record.reservedFor === offer.entry.buyer ? 'accepted' : 'open'
}
