import { useWallet } from '@/wallet/react'
import { useExpiringNames } from '../hooks/useExpiringNames'
import { HeaderPill } from '../../ui/HeaderPill'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/reminders/ExpiryWarning', {
  one: params('{name} expires within 30 days'),
  many: count({
    one: '{count} of your names expires within 30 days',
    other: '{count} of your names expire within 30 days',
  }),
  word: 'expiring',
})

/** The names of every connected account that expire within 30 days. */
export function useConnectedExpiring() {
  const { wallets } = useWallet()
  const addresses = [...new Set(wallets.filter((w) => w.isConnected).flatMap((w) => w.accounts.map((a) => a.address)))]
  return useExpiringNames(addresses, new Date())
}

/** The header's warning when a connected account holds a name that expires within 30 days. */
export function ExpiryWarning({ withWord }: { withWord?: boolean }) {
  const t = useMessages(messages)
  const expiring = useConnectedExpiring()
  if (expiring.length === 0) return null
  const [first] = expiring
  const label = expiring.length === 1 && first ? t.one({ name: first.name }) : t.many(expiring.length)
  return (
    <HeaderPill
      to="/my-names?show=expiring"
      label={label}
      symbol="⚠"
      count={expiring.length}
      word={t.word}
      withWord={withWord}
      tone="warning"
      testId="expiry-warning-header"
    />
  )
}
