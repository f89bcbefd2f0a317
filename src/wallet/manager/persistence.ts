import type { WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { confirmPending, pendingAfterRemote } from '../pendingAccounts'
import { STORAGE_KEY, defaultState, parseStoredText, readState, withKnownNetwork, writeState } from '../persist'
import type { AccountsCheck } from './accountsCheck'
import type { AdapterSlots } from './adapterSlots'
import { hasWallets, type ManagerContext } from './context'

/**
 * Keeps the persisted part of the state in storage, and adopts what another tab writes there
 * (without writing it back). Returns the function that stops both.
 */
export function persistAndSyncTabs(ctx: ManagerContext, checks: AccountsCheck, slots: AdapterSlots): () => void {
  const { store, storage } = ctx
  let applyingRemote = false

  const unsubscribe = store.subscribe((state, prev) => {
    if (applyingRemote) return
    if (
      state.wallets === prev.wallets &&
      state.activeWallet === prev.activeWallet &&
      state.activeNetwork === prev.activeNetwork
    )
      return
    writeState(storage, STORAGE_KEY, state)
  })

  function onStorage(event: StorageEvent): void {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    const prev = store.getState()
    // What storage holds now, not the event's newValue: events of quick writes can arrive
    // after a later write, and adopting a stale value would undo that write here.
    const text = readState(storage, STORAGE_KEY)
    // Checksums too once their hash has loaded; before, the accounts wait for accountsChecked.
    const isAddress = checks.loaded()
    // Cleared in the other tab: disconnected there, so here too.
    const parsed = text === null ? defaultState(prev.activeNetwork) : parseStoredText(text, isAddress ?? undefined)
    // Something we do not accept (another app, a bug): keep ours.
    if (!parsed) return
    const next = withKnownNetwork(parsed, ctx)
    if (next.activeNetwork !== prev.activeNetwork) ctx.adapters = new Map()
    for (const wid of ctx.adapters.keys()) if (!next.wallets[wid]) ctx.adapters.delete(wid)
    const checked = isAddress !== null || !hasWallets(next)
    // Accounts the other tab added wait for this tab's session of their wallet (same network only).
    const pendingAccounts =
      next.activeNetwork === prev.activeNetwork
        ? pendingAfterRemote(prev.wallets, next.wallets, prev.pendingAccounts)
        : {}
    applyingRemote = true
    try {
      store.setState({
        wallets: next.wallets,
        activeWallet: next.activeWallet,
        activeNetwork: next.activeNetwork,
        checked,
        pendingAccounts,
      })
    } finally {
      applyingRemote = false
    }
    if (!checked)
      checks.accountsChecked().catch((error: unknown) => logger.error('Checking the accounts failed', error))
    for (const id of Object.keys(pendingAccounts) as WalletId[]) void confirmAccounts(id)
  }

  /** Asks this tab's session of the wallet which accounts it holds: the pending ones it reports are shown. */
  async function confirmAccounts(id: WalletId): Promise<void> {
    try {
      // Accounts that fail their checksum are dropped, never shown nor passed to a wallet.
      await checks.accountsChecked()
      if (!store.getState().pendingAccounts[id] || !store.getState().wallets[id]) return
      const reported = await (await slots.slot(id)).adapter.resume()
      const addresses = (reported ?? []).map((a) => a.address)
      store.setState((s) => ({ pendingAccounts: confirmPending(s.pendingAccounts, id, addresses) }))
    } catch (error) {
      logger.warn(`Confirming ${id}'s accounts failed`, error)
    }
  }

  ctx.eventTarget?.addEventListener('storage', onStorage as EventListener)
  return () => {
    unsubscribe()
    ctx.eventTarget?.removeEventListener('storage', onStorage as EventListener)
  }
}
