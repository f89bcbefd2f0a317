/**
 * Where a payment to a name goes, as the chain says: its first verified address (the box the
 * contract keeps), else its owner, who has verified no address. A name that is for sale,
 * reserved or held by its own contract has no one to pay. The API's record only proposes it:
 * where the two differ, the difference is said in words and nothing is offered.
 */
import { applicationAddress, truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import type { NfdRecord } from '../api/types'
import type { OnChainName } from './resolveOnChain'
import { recipientOf, type NameRecipient } from './recipientOf'

export function payeeOnChain(chain: OnChainName | null): NameRecipient | null {
  if (!chain || chain.sellAmount > 0n || chain.reservedFor) return null
  if (chain.verifiedAddress) return { address: chain.verifiedAddress, verified: true }
  const owner = chain.owner
  return owner && owner !== applicationAddress(chain.appId) ? { address: owner, verified: false } : null
}

const messages = i18n('names/core/payeeOf', {
  differs: params('The name service says payments to {name} go to {said}, but the chain says {chain}.'),
  noOne: 'no one',
})

const who = (payee: NameRecipient | null) => (payee ? truncateAddress(payee.address) : messages.get().noOne)

/**
 * The sentence saying how the API's payee of the name differs from the chain's; null when they
 * agree, or when the API names no one (nothing is offered then, whatever the chain says).
 */
export function payeeDisagreement(record: NfdRecord, chain: OnChainName | null): string | null {
  const said = recipientOf(record)
  const onChain = payeeOnChain(chain)
  if (!said || (said.address === onChain?.address && said.verified === onChain.verified)) return null
  return messages.get().differs({ name: record.name, said: who(said), chain: who(onChain) })
}
