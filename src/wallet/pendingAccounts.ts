/**
 * Accounts another tab wrote to the shared state that this tab's own session of their wallet
 * has not reported yet: kept in the state (so this tab never writes them away), but not shown
 * nor asked to sign until the wallet confirms them here. Pure.
 */
import type { WalletId } from '@/config/networks'
import type { WalletSessions } from './types'

export type PendingAccounts = Partial<Record<WalletId, readonly string[]>>

/** After adopting `next` from another tab: what it adds beyond what this tab held (or still waits for). */
export function pendingAfterRemote(
  prev: WalletSessions,
  next: WalletSessions,
  pending: PendingAccounts,
): PendingAccounts {
  const out: PendingAccounts = {}
  for (const [id, session] of Object.entries(next) as [WalletId, NonNullable<WalletSessions[WalletId]>][]) {
    const held = new Set((prev[id]?.accounts ?? []).map((a) => a.address))
    const waiting = new Set(pending[id] ?? [])
    const added = session.accounts.map((a) => a.address).filter((address) => !held.has(address) || waiting.has(address))
    if (added.length > 0) out[id] = added
  }
  return out
}

/** The wallet reported `reported` in this tab: those of its pending accounts are confirmed. */
export function confirmPending(pending: PendingAccounts, id: WalletId, reported: readonly string[]): PendingAccounts {
  const confirmed = new Set(reported)
  const left = (pending[id] ?? []).filter((address) => !confirmed.has(address))
  const out = { ...pending }
  if (left.length > 0) out[id] = left
  else delete out[id]
  return out
}

/** The sessions as this tab may show and use them: pending accounts left out, a wallet with none left out too. */
export function withoutPending(wallets: WalletSessions, pending: PendingAccounts): WalletSessions {
  if (Object.keys(pending).length === 0) return wallets
  const out: WalletSessions = {}
  for (const [id, session] of Object.entries(wallets) as [WalletId, NonNullable<WalletSessions[WalletId]>][]) {
    const waiting = new Set(pending[id] ?? [])
    const accounts = session.accounts.filter((a) => !waiting.has(a.address))
    if (accounts.length === 0) continue
    const active = session.activeAccount && !waiting.has(session.activeAccount.address) ? session.activeAccount : null
    out[id] = { accounts, activeAccount: active ?? accounts[0] ?? null }
  }
  return out
}
