/**
 * Which contract upgrade a name needs, from the version its record carries (properties.internal.ver):
 * below 2.11 first to 2.11; from 2.11 to 3.x, the version with renewals. The service refuses
 * most owner changes on older contracts (403 upgradeRequired).
 */
import { AppError } from '@/lib/AppError'
import { i18n, params } from '@/lib/i18n/i18n'
import type { NfdRecord } from '../api/types'

const messages = i18n('names/core/contractUpgrade', {
  tooOld: params(
    "{name}'s contract is version {version}, older than this change needs: upgrade the contract first. Nothing was signed.",
  ),
  none: '(none)',
})

export type UpgradeStep = 'to2.11' | 'toV3'

function versionOf(ver: string | null | undefined): [number, number] | null {
  const match = /^(\d+)\.(\d+)/.exec(ver ?? '')
  return match ? [Number(match[1]), Number(match[2])] : null
}

export function upgradeStepOf(record: NfdRecord | null): UpgradeStep | null {
  return upgradeStepOfVersion(record?.properties?.internal?.ver)
}

/** The same from a version as written (the record's, or the chain's i.ver); unknown needs none. */
export function upgradeStepOfVersion(ver: string | null | undefined): UpgradeStep | null {
  const version = versionOf(ver)
  if (!version) return null
  const [major, minor] = version
  if (major >= 3) return null
  return major < 2 || minor < 11 ? 'to2.11' : 'toV3'
}

/** The flow's refusal: the chain says the contract is too old for this change; nothing was requested. */
export class ContractTooOldError extends AppError {
  constructor(
    readonly nameOf: string,
    readonly version: string | null,
  ) {
    const t = messages.get()
    super(t.tooOld({ name: nameOf, version: version ?? t.none }))
    this.name = 'ContractTooOldError'
  }
}
