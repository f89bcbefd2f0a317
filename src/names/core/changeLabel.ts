/**
 * A changed box or state key in words: 'i.sellamt' -> 'the sale price', 'v.twitter' -> 'verified X',
 * 'u.bio_01' -> 'bio'. Unknown keys keep their field name, never the raw key with its scope.
 */
import { count, i18n, params } from '@/lib/i18n/i18n'

// i_…: the contract's own fields; u_…: the owner's fields.
const messages = i18n('names/core/changeLabel', {
  i_name: 'name',
  i_owner: 'owner',
  i_seller: 'seller',
  i_reservedOwner: 'reserved buyer',
  i_sellamt: 'sale price',
  i_saleType: 'sale type',
  i_asaid: 'asset',
  i_parentAppID: 'parent name',
  i_expirationTime: 'expiry',
  i_timeCreated: 'creation time',
  i_timeChanged: 'change time',
  i_timePurchased: 'purchase time',
  i_ver: 'contract version',
  i_category: 'category',
  i_minting: 'minting',
  i_vaultOptInLocked: 'vault lock',
  i_segmentLocked: 'segment lock',
  i_segmentPriceUsd: 'segment price',
  i_highestSoldAmt: 'highest sale',
  i_lastSoldAmt: 'last sale',
  u_name: 'display name',
  u_bio: 'bio',
  u_avatar: 'avatar',
  u_banner: 'banner',
  u_url: 'website',
  u_website: 'website',
  u_location: 'location',
  u_twitter: 'X',
  u_discord: 'Discord',
  u_telegram: 'Telegram',
  u_github: 'GitHub',
  u_linkedin: 'LinkedIn',
  u_email: 'e-mail',
  u_domain: 'domain',
  u_caalgo: 'linked addresses',
  u_caAlgo: 'linked addresses',
  u_blueskydid: 'Bluesky',
  u_nostrpubkey: 'Nostr key',
  u_avatarasaid: 'avatar NFT',
  u_reservedFor: 'reserved buyer',
  verified: params('verified {field}'),
  updated: 'Updated',
  more: count({ one: '{count} more field', other: '{count} more fields' }),
  and: params('{list} and {last}'),
  changed: params('Changed {list}'),
})

type Words = ReturnType<typeof messages.get>

function label(words: Words, key: string): string | undefined {
  return Object.hasOwn(words, key) ? (words[key as keyof Words] as string) : undefined
}

export function changeLabel(key: string): string {
  const match = /^([iuv])\.([^.]+?)(?:_\d+)?(?:\..*)?$/.exec(key)
  if (!match) return key
  const words = messages.get()
  const [, scope, field = ''] = match
  if (scope === 'i') return label(words, `i_${field}`) ?? field
  const shown = label(words, `u_${field}`) ?? field
  return scope === 'v' ? words.verified({ field: shown }) : shown
}

/** "Changed the sale price and bio", at most `max` fields, the rest counted. */
export function describeChanges(keys: readonly string[], max = 5): string {
  const words = messages.get()
  const labels = [...new Set(keys.map(changeLabel))]
  if (labels.length === 0) return words.updated
  const shown = labels.slice(0, max)
  const rest = labels.length - shown.length
  if (rest > 0) shown.push(words.more(rest))
  const last = shown.pop()!
  const list = shown.length === 0 ? last : words.and({ list: shown.join(', '), last })
  return words.changed({ list })
}
