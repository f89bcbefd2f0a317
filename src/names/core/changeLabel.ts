/**
 * A changed box or state key in words: 'i.sellamt' -> 'the sale price', 'v.twitter' -> 'verified X',
 * 'u.bio_01' -> 'bio'. Unknown keys keep their field name, never the raw key with its scope.
 */
const INTERNAL: Record<string, string> = {
  name: 'name',
  owner: 'owner',
  seller: 'seller',
  reservedOwner: 'reserved buyer',
  sellamt: 'sale price',
  saleType: 'sale type',
  asaid: 'asset',
  parentAppID: 'parent name',
  expirationTime: 'expiry',
  timeCreated: 'creation time',
  timeChanged: 'change time',
  timePurchased: 'purchase time',
  ver: 'contract version',
  category: 'category',
  minting: 'minting',
  vaultOptInLocked: 'vault lock',
  segmentLocked: 'segment lock',
  segmentPriceUsd: 'segment price',
  highestSoldAmt: 'highest sale',
  lastSoldAmt: 'last sale',
}

const USER: Record<string, string> = {
  name: 'display name',
  bio: 'bio',
  avatar: 'avatar',
  banner: 'banner',
  url: 'website',
  website: 'website',
  location: 'location',
  twitter: 'X',
  discord: 'Discord',
  telegram: 'Telegram',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  email: 'e-mail',
  domain: 'domain',
  caalgo: 'linked addresses',
  caAlgo: 'linked addresses',
  blueskydid: 'Bluesky',
  nostrpubkey: 'Nostr key',
  avatarasaid: 'avatar NFT',
  reservedFor: 'reserved buyer',
}

export function changeLabel(key: string): string {
  const match = /^([iuv])\.([^.]+?)(?:_\d+)?(?:\..*)?$/.exec(key)
  if (!match) return key
  const [, scope, field = ''] = match
  if (scope === 'i') return INTERNAL[field] ?? field
  const words = USER[field] ?? field
  return scope === 'v' ? `verified ${words}` : words
}

/** "Changed the sale price and bio", at most `max` fields, the rest counted. */
export function describeChanges(keys: readonly string[], max = 5): string {
  const labels = [...new Set(keys.map(changeLabel))]
  if (labels.length === 0) return 'Updated'
  const shown = labels.slice(0, max)
  const rest = labels.length - shown.length
  if (rest > 0) shown.push(rest === 1 ? '1 more field' : `${rest} more fields`)
  const list = shown.length === 1 ? shown[0] : `${shown.slice(0, -1).join(', ')} and ${shown[shown.length - 1]}`
  return `Changed ${list}`
}
