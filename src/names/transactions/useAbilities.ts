/** The abilities of the connected account for a name (see ../abilities.ts): the one place components get them. */
import { useMemo } from 'react'
import { useWallet } from '@/wallet/react'
import { computeAbilities, type Abilities } from '../core/abilities'
import type { NfdRecord } from '../api/types'

/** `root`: a segment's root record, when the page has it (a locked root lets only its owner mint). */
export function useAbilities(name: string, record: NfdRecord | null, root?: NfdRecord | null): Abilities {
  const { activeAddress } = useWallet()
  // "now" is read when the record or account changes: a name expiring while the page is open
  // is caught by the next refetch.
  return useMemo(
    () => computeAbilities({ name, record, activeAddress, now: new Date(), ...(root !== undefined ? { root } : {}) }),
    [name, record, activeAddress, root],
  )
}
