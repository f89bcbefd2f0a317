/**
 * Which contract upgrade a name needs, from the version its record carries (properties.internal.ver):
 * below 2.11 first to 2.11; from 2.11 to 3.x, the version with renewals. The service refuses
 * most owner changes on older contracts (403 upgradeRequired).
 */
import type { NfdRecord } from '../api/types'

export type UpgradeStep = 'to2.11' | 'toV3'

function versionOf(record: NfdRecord | null): [number, number] | null {
  const match = /^(\d+)\.(\d+)/.exec(record?.properties?.internal?.ver ?? '')
  return match ? [Number(match[1]), Number(match[2])] : null
}

export function upgradeStepOf(record: NfdRecord | null): UpgradeStep | null {
  const version = versionOf(record)
  if (!version) return null
  const [major, minor] = version
  if (major >= 3) return null
  return major < 2 || minor < 11 ? 'to2.11' : 'toV3'
}
