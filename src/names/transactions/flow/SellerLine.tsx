/**
 * Who is paid for a name bought: the seller's address (as the wallet and explorers show it, with
 * copy) and the name it is verified on where the name service knows one.
 */
import { i18n } from '@/lib/i18n/i18n'
import { Interpolate } from '@/lib/i18n/Interpolate'
import { useMessages } from '@/lib/i18n/useMessages'
import { useReverseLookup } from '../../hooks/useReverseLookup'
import { AddressLink } from '../../ui/AddressLink'

const messages = i18n('names/transactions/flow/SellerLine', {
  // Interpolate fills the placeholders with elements: the address with its copy button.
  seller: "Seller: {address}. You pay the name's contract, and it pays the seller.",
  sellerNamed: "Seller: {name}, {address}. You pay the name's contract, and it pays the seller.",
})

export function SellerLine({ address }: { address: string }) {
  const t = useMessages(messages)
  const name = useReverseLookup([address]).data?.[address]?.name
  const text = name ? t.sellerNamed : t.seller
  return (
    <p className="break-words text-sm" data-testid="tx-seller">
      <Interpolate
        text={text}
        values={{
          name: <strong translate="no">{name}</strong>,
          // In a dialog: copy, no link away from it.
          address: <AddressLink address={address} link={false} />,
        }}
      />
    </p>
  )
}
