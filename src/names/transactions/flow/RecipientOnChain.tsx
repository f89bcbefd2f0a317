/**
 * On the group's review: the recipient typed as a .algo name, as the chain gives it, with its
 * full address (a shortened one can be imitated) and whether it is verified on the name.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { ConfirmedRecipient } from './confirmRecipient'

const messages = i18n('names/transactions/flow/RecipientOnChain', {
  verified: params('On chain, {name} is {address}, an address verified on {name}.'),
  owner: params('On chain, {name} is {address}, its owner: not an address verified on {name}.'),
})

export function RecipientOnChain({ recipient }: { recipient: ConfirmedRecipient }) {
  const t = useMessages(messages)
  const words = { name: recipient.name, address: recipient.address }
  return (
    <p className="text-sm break-all" data-testid="recipient-on-chain" data-verified={recipient.verified}>
      {recipient.verified ? t.verified(words) : t.owner(words)}
    </p>
  )
}
