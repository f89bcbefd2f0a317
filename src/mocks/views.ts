/**
 * The API's views of a full record: tiny, thumbnail, brief, full, each with no field beyond what
 * the description lists for it (the contract test holds them to that list).
 */
import type { LookupView, NfdRecord } from '@/names/api/types'

function pick<K extends keyof NfdRecord>(record: NfdRecord, keys: readonly K[]): NfdRecord {
  const out: NfdRecord = { name: record.name }
  for (const key of keys) if (record[key] !== undefined) out[key] = record[key]
  return out
}

const TINY = ['appID', 'owner', 'caAlgo', 'unverifiedCaAlgo', 'depositAccount', 'state'] as const
// Brief adds the category, metaTags and the sale fields; no timestamps, no accounts beyond tiny's.
const BRIEF = [...TINY, 'category', 'saleType', 'metaTags', 'sellAmount', 'seller', 'reservedFor'] as const

function avatarsOf(record: NfdRecord): { userDefined: Record<string, string>; verified: Record<string, string> } {
  const userAvatar = record.properties?.userDefined?.avatar
  const verifiedAvatar = record.properties?.verified?.avatar
  return {
    userDefined: userAvatar ? { avatar: userAvatar } : {},
    verified: verifiedAvatar ? { avatar: verifiedAvatar } : {},
  }
}

export function toView(record: NfdRecord, view: LookupView): NfdRecord {
  const copy = structuredClone(record)
  switch (view) {
    case 'full':
      return copy
    case 'tiny':
      return { ...pick(copy, TINY), properties: {} }
    case 'thumbnail':
      return { ...pick(copy, TINY), properties: avatarsOf(copy) }
    case 'brief': {
      const internal = copy.properties?.internal ?? {}
      const briefInternal: Record<string, string> = {}
      for (const key of ['ver', 'vaultOptInLocked']) {
        if (internal[key] !== undefined) briefInternal[key] = internal[key]
      }
      return { ...pick(copy, BRIEF), properties: { internal: briefInternal, ...avatarsOf(copy) } }
    }
  }
}
