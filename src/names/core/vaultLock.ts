import type { NfdRecord } from '../api/types'

/** The record says "0" when anyone may opt the vault in (airdrops); anything else is locked to the owner. */
export function isVaultLocked(record: Pick<NfdRecord, 'properties'> | null | undefined): boolean {
  return record?.properties?.internal?.vaultOptInLocked !== '0'
}
