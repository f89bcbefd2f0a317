/** Naming and comparing accounts. Pure. */
import { i18n, params } from '@/lib/i18n/i18n'
import type { ReportedAccount, WalletAccount, WalletSession } from './types'

const messages = i18n('wallet/accounts', {
  account: params('{wallet} Account {n}'),
})

/** '{Wallet name} Account {n}' (1-based) unless the wallet names the account. */
export function nameAccounts(reported: readonly ReportedAccount[], walletName: string): WalletAccount[] {
  const t = messages.get()
  return reported.map((account, i) => ({
    name: account.name?.trim() || t.account({ wallet: walletName, n: i + 1 }),
    address: account.address,
  }))
}

export function sameAccounts(a: readonly WalletAccount[], b: readonly WalletAccount[]): boolean {
  return a.length === b.length && a.every((x, i) => x.address === b[i]?.address && x.name === b[i]?.name)
}

/** A session over `accounts`, keeping the active account when it is still there. */
export function sessionFor(accounts: WalletAccount[], previousActive?: string | null): WalletSession {
  const kept = previousActive ? accounts.find((a) => a.address === previousActive) : undefined
  return { accounts, activeAccount: kept ?? accounts[0] ?? null }
}
