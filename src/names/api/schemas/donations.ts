/**
 * GET /nfd/badges/{name} (a map of badge kinds, each a list of string maps), GET
 * /nfd/donations/{name} and GET /nfd/v2/donations/leaders/{name} (lists of Donation). A reply of
 * the wrong shape is unusable; inside it, a bad entry is dropped alone and a bad field is missing.
 */
import * as v from 'valibot'
import { isValidAddress } from '@/lib/address'
import { MalformedResponseError } from '@/lib/errors'
import { logger } from '@/lib/logger'
import { isPlainObject, lenientArray, lenientStringMap } from './pickValid'

const donation = v.object({
  address: v.custom<string>(isValidAddress, 'not an Algorand address'),
  total: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
})

/** schema Donation: `address` is the giver or the receiver, as the endpoint says; `total` is µALGO. */
export type Donation = v.InferOutput<typeof donation>

/** A badge as the service describes it: its own fields, every value a string. */
type BadgeFields = Record<string, string>

/** Badge kinds (e.g. `donations`) -> the badges of that kind. */
export type Badges = Record<string, BadgeFields[]>

const badgeEntry = v.pipe(
  v.custom<Record<string, unknown>>(isPlainObject, 'not an object'),
  lenientStringMap('badges.entry'),
  v.check((fields) => Object.keys(fields).length > 0, 'no usable field'),
)

export function parseBadgesReply(input: unknown): Badges {
  if (!isPlainObject(input)) throw new MalformedResponseError('The name service sent unusable badges')
  const out: Badges = {}
  for (const [kind, entries] of Object.entries(input)) {
    const result = v.safeParse(lenientArray(badgeEntry, `badges.${kind}`), entries)
    if (result.success) out[kind] = result.output
    else logger.warn(`Dropped badges.${kind}: not a list`)
  }
  return out
}

export function parseDonationsReply(input: unknown, what: string): Donation[] {
  const result = v.safeParse(lenientArray(donation, what), input)
  if (!result.success) throw new MalformedResponseError(`The name service sent an unusable ${what}`)
  return result.output
}
