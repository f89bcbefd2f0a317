import { OffersMade } from '@/names/offers/OffersMade'
import { AddressLink } from '@/names/ui/AddressLink'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/MyNamesOffersMade', {
  title: 'Offers you made',
  howTheyClose:
    'An offer stays open until its owner accepts it, the name changes hands, or you make a new offer on the same name. The name service has no way to withdraw an offer once it is sent.',
  by: 'By',
})

/**
 * The offers every connected account made on others' names, with whether each is still open.
 * Neither the name service nor the name's contract can take an offer back, so the page says how
 * one closes instead of offering a Withdraw that nothing could carry out.
 */
export function MyNamesOffersMade({ accounts }: { accounts: readonly string[] }) {
  const t = useMessages(messages)
  return (
    <section aria-labelledby="offers-made-heading" className="space-y-2" data-testid="offers-made-section">
      <h2 id="offers-made-heading" className="text-lg font-semibold">
        {t.title}
      </h2>
      <p className="text-sm text-muted">{t.howTheyClose}</p>
      {accounts.map((account) => (
        <div key={account} className="space-y-1" data-testid="offers-made-account" data-account={account}>
          {accounts.length > 1 && (
            <h3 className="text-sm font-semibold">
              {t.by} <AddressLink address={account} />
            </h3>
          )}
          <OffersMade buyer={account} />
        </div>
      ))}
    </section>
  )
}
