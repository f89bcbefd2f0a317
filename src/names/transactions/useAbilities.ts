/** The abilities of the connected account for a name (see ../abilities.ts): the one place components get them. */
import { useMemo } from 'react'
import { useWallet } from '@/wallet/react'
import {
  abilityReasons,
  auctionStatus,
  computeAbilities,
  type Abilities,
  type AbilitiesInput,
  type Ability,
} from '../core/abilities'
import type { NfdRecord } from '../api/types'

/** What the chain and the service said of an expired name, for its auction's words. */
interface AuctionFacts {
  /** The chain's i.expirationTime (ms), once read. */
  chainExpiresAt?: number | null | undefined
  /** µALGO: the service's quote for the viewer now. */
  price?: number | null | undefined
}

function useAbilitiesInput(
  name: string,
  record: NfdRecord | null,
  root: NfdRecord | null | undefined,
  contractVersion: string | null | undefined,
  { chainExpiresAt, price }: AuctionFacts = {},
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
 * The same abilities with why each refused one is refused (null where allowed), and a running
 * reverse auction in one sentence (null when none runs, or the chain has not said).
 */
export function useAbilitiesWithReasons(
  name: string,
  record: NfdRecord | null,
  root?: NfdRecord | null,
  contractVersion?: string | null,
  auction?: AuctionFacts,
): { abilities: Abilities; reasons: Record<Ability, string | null>; auction: string | null } {
  const input = useAbilitiesInput(name, record, root, contractVersion, auction)
  return useMemo(
    () => ({ abilities: computeAbilities(input), reasons: abilityReasons(input), auction: auctionStatus(input) }),
    [input],
  )
}
