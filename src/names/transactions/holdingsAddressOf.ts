import { applicationAddress } from '@/lib/address'
import type { NfdRecord } from '../api/types'
import type { ActionDefinition } from './types'

/** Whose holdings an action reads into ctx.holdings: the sender's, the name's vault's, or nobody's (''). */
export function holdingsAddressOf(
  definition: Pick<ActionDefinition, 'needsHoldings'>,
  record: NfdRecord | null,
  sender: string,
): string {
  if (definition.needsHoldings === 'sender') return sender
  if (definition.needsHoldings === 'vault' && record?.appID) return applicationAddress(record.appID)
  return ''
}
