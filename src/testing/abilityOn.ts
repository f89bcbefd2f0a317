/**
 * One ability on one name, as the profile would offer it: granted or not, and the reason a
 * refused one gives. An ability's own test (definitions/<action>/<ability>.test.ts) reads it.
 */
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import type { NfdRecord } from '@/names/api/types'
import type { Ability } from '@/names/core/abilities'
import { abilityReasons, computeAbilities } from '@/names/transactions/abilities'

/** The connected account in these tests, and another who may hold the name. */
export const ME = TEST_ACCOUNT.address
export const SOMEONE = OTHER_ACCOUNT.address

const NOW = new Date('2026-06-01T00:00:00Z')
export const LATER = '2027-06-01T00:00:00Z'

export function abilityOn(
  ability: Ability,
  record: Partial<NfdRecord>,
  activeAddress: string | null = ME,
): { allowed: boolean; reason: string | null } {
  const input = {
    name: record.name ?? 'alice.algo',
    record: { name: 'alice.algo', nfdAccount: THIRD_ACCOUNT.address, ...record },
    activeAddress,
    now: NOW,
  }
  return { allowed: computeAbilities(input)[ability], reason: abilityReasons(input)[ability] }
}
