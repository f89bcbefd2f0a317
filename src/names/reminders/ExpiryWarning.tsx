import { useWallet } from '@/wallet/react'
import { useExpiringNames } from './useExpiringNames'
import { HeaderPill } from '../../ui/HeaderPill'

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
  return (
    <HeaderPill
      to="/my-names?show=expiring"
      label={label}
      symbol="⚠"
      count={expiring.length}
      word="expiring"
      tone="warning"
      testId="expiry-warning-header"
    />
  )
}
