import { Link } from 'react-router-dom'
import { useWallet } from '@/wallet/react'
import { useExpiringNames } from '../hooks/useExpiringNames'

/** The header's warning when a connected account holds a name that expires within 30 days. */
export function ExpiryWarning() {
  const { wallets } = useWallet()
  const addresses = [...new Set(wallets.filter((w) => w.isConnected).flatMap((w) => w.accounts.map((a) => a.address)))]
  const expiring = useExpiringNames(addresses, new Date())
  if (expiring.length === 0) return null
  const label =
    expiring.length === 1
      ? `${expiring[0]?.name} expires within 30 days`
      : `${expiring.length} of your names expire within 30 days`
  // Compact (a symbol and a count, the sentence for screen readers and on hover): it arrives after
  // the page and must not push the header onto a second row.
  return (
    <Link
      to="/my-names?show=expiring"
      aria-label={label}
      title={label}
      className="inline-flex h-7 items-center gap-1 rounded-full border border-warning px-2 text-xs font-semibold text-warning hover:bg-surface-2"
      data-testid="expiry-warning-header"
    >
      <span aria-hidden="true">⚠ {expiring.length}</span>
    </Link>
  )
}
