/**
 * The API proposes, the chain decides, for a recipient typed as a .algo name: the address the
 * user was shown (the service's earlier answer) must be where the chain sends what is sent to the
 * name, and the service's answer now must agree with the chain, verified flag included. Each
 * difference in words; pure, so the flow refuses to go on while this is not empty.
 */
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { payeeOnChain } from './payeeOf'
import type { NameRecipient } from './recipientOf'
import type { OnChainName } from './resolveOnChain'

const messages = i18n('names/core/recipientDisagreements', {
  differs: params('The name service says {name} is {said}, but the chain says {chain}.'),
  changed: params('The chain now says {name} is {chain}, not the {shown} you were shown.'),
  noOne: 'no one who can receive it',
  verified: params('{address} (verified)'),
  owner: params('{address} (its owner, not verified)'),
})

/** A recipient in words; the verified flag is said only where the address alone would not tell them apart. */
function who(recipient: NameRecipient | null, other: NameRecipient | null): string {
  const t = messages.get()
  if (!recipient) return t.noOne
  const address = truncateAddress(recipient.address)
  if (recipient.address !== other?.address) return address
  return recipient.verified ? t.verified({ address }) : t.owner({ address })
}

const same = (a: NameRecipient | null, b: NameRecipient | null) =>
  a?.address === b?.address && a?.verified === b?.verified

/**
 * `shown`: the address the user was shown for the name; `said`: the service's answer read now;
 * `chain`: the name on algod. Empty when all three agree; a shown address the first sentence
 * already contradicts is not said twice.
 */
export function recipientDisagreements(
  name: string,
  shown: string,
  said: NameRecipient | null,
  chain: OnChainName | null,
): string[] {
  const t = messages.get()
  const onChain = payeeOnChain(chain)
  const found: string[] = []
  if (!same(said, onChain)) found.push(t.differs({ name, said: who(said, onChain), chain: who(onChain, said) }))
  if (onChain?.address !== shown && (found.length === 0 || said?.address !== shown))
    found.push(t.changed({ name, chain: who(onChain, null), shown: truncateAddress(shown) }))
  return found
}
