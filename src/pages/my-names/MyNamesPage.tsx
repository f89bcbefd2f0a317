import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { walletAddresses } from '@/names/portfolio/accountNames'
import { AddressLink } from '@/names/ui/AddressLink'
import { NameGridSkeleton } from '@/names/cards/NameGridSkeleton'
import { useWallet } from '@/wallet/react'
import { ConnectButton } from '@/wallet/ui/ConnectButton'
import { AccountsNames } from './AccountsNames'
import { ClaimInbox } from './ClaimInbox'
import { MyNamesOffers } from './MyNamesOffers'
import { MyNamesOffersMade } from './MyNamesOffersMade'
import { MyNamesReminders } from './MyNamesReminders'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/MyNamesPage', {
  title: 'My names',
  reconnecting: 'Reconnecting your wallet',
  connect: 'Connect a wallet to see your names',
  connectWhy: 'Your names, their expiry and listings appear here.',
})

/**
 * /my-names — the names of every connected account and of the addresses linked to them; without
 * a wallet, the way to connect, in place.
 */
export function MyNamesPage() {
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  const { activeAddress, wallets, isResuming } = useWallet()
  const accounts = walletAddresses(activeAddress, wallets)
  return (
    <div className="space-y-6">
      <header className="space-y-2">
        <h1 className="text-2xl font-bold">{t.title}</h1>
        {activeAddress && <AddressLink address={activeAddress} />}
      </header>
      {activeAddress && <MyNamesReminders key={accounts.join()} accounts={accounts} />}
      {activeAddress ? (
        // Keyed by the accounts: another account or wallet shows its names, never the last ones'.
        <div key={`names:${accounts.join()}`} className="space-y-6">
          <ClaimInbox address={activeAddress} />
          <AccountsNames accounts={accounts} />
        </div>
      ) : isResuming ? (
        <NameGridSkeleton label={t.reconnecting} />
      ) : (
        <div
          className="rounded-xl border border-dashed border-line bg-surface p-6 text-center"
          data-testid="connect-prompt"
        >
          <p className="font-semibold">{t.connect}</p>
          <p className="mt-1 mb-4 text-sm text-muted">{t.connectWhy}</p>
          <div className="flex justify-center">
            <ConnectButton />
          </div>
        </div>
      )}
      {/* Below the portfolio: offers arrive on their own, and growing at the bottom moves nothing. */}
      {activeAddress && <MyNamesOffers key={`offers:${activeAddress}`} address={activeAddress} />}
      {activeAddress && <MyNamesOffersMade key={`offers-made:${accounts.join()}`} accounts={accounts} />}
    </div>
  )
}
