/** The abilities of the connected account for a name (see ../abilities.ts): the one place components get them. */
import { useMemo } from 'react'
import { useWallet } from '@/wallet/react'
import type { Abilities, AbilitiesInput, Ability } from '../core/abilities'
import { abilityReasons, computeAbilities } from './abilities'
import type { NfdRecord } from '../api/types'
import type { AuctionFacts } from '../hooks/useAuctionFacts'

function useAbilitiesInput(
  name: string,
  record: NfdRecord | null,
  root: NfdRecord | null | undefined,
  contractVersion: string | null | undefined,
  { chainExpiresAt, price }: Partial<AuctionFacts> = {},
): AbilitiesInput {
  const { activeAddress } = useWallet()
  // "now" is read when the record or account changes: a name expiring while the page is open
  // is caught by the next refetch.
  return useMemo(
    () => ({
      name,
      record,
      activeAddress,
      now: new Date(),
      ...(root !== undefined ? { root } : {}),
      ...(contractVersion !== undefined ? { contractVersion } : {}),
      ...(chainExpiresAt !== undefined ? { chainExpiresAt } : {}),
      ...(price !== undefined ? { price } : {}),
    }),
    [name, record, activeAddress, root, contractVersion, chainExpiresAt, price],
  )
}

/**
 * `root`: a segment's root record, when the page has it (a locked root lets only its owner mint).
 * `contractVersion`: the chain's i.ver, once read (an old contract refuses most owner changes).
 */
export function useAbilities(
  name: string,
  record: NfdRecord | null,
  root?: NfdRecord | null,
  contractVersion?: string | null,
): Abilities {
  const input = useAbilitiesInput(name, record, root, contractVersion)
  return useMemo(() => computeAbilities(input), [input])
}

/**
 * The same abilities with why each refused one is refused (null where allowed). `auction`: an
 * expired name's facts (useAuctionFacts), for the words of its running auction.
 */
export function useAbilitiesWithReasons(
  name: string,
  record: NfdRecord | null,
  root?: NfdRecord | null,
  contractVersion?: string | null,
  auction?: AuctionFacts,
): { abilities: Abilities; reasons: Record<Ability, string | null> } {
  const input = useAbilitiesInput(name, record, root, contractVersion, auction)
  return useMemo(() => ({ abilities: computeAbilities(input), reasons: abilityReasons(input) }), [input])
}
