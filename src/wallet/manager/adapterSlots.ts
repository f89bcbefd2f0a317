import type { WalletId } from '@/config/networks'
import { WALLET_DISCONNECT_TIMEOUT_MS } from '@/config/constants'
import { logger } from '@/lib/logger'
import { nameAccounts, sameAccounts, sessionFor } from '../accounts'
import { clearSlot } from '../adapters/storageSlot'
import type { WalletAdapter } from '../types'
import { WalletLoadError } from '../WalletLoadError'
import type { AdapterSlot, ManagerContext } from './context'

export interface AdapterSlots {
  /** The wallet's adapter for the active network, loaded on first use. */
  slot(id: WalletId): Promise<AdapterSlot>
  /**
   * Removes a wallet from the state (no adapter call), and its SDK's stored session: a session
   * the wallet ended, or one left by a failed disconnect, would otherwise block the next connect.
   */
  forget(id: WalletId): void
  closeSession(id: WalletId): Promise<void>
  endSession(id: WalletId, adapter: WalletAdapter | null): Promise<void>
}

/** Each wallet's adapter, loaded lazily and bound to the network it was loaded for. */
export function createAdapterSlots(ctx: ManagerContext): AdapterSlots {
  const { store } = ctx

  async function slot(id: WalletId): Promise<AdapterSlot> {
    const existing = ctx.adapters.get(id)
    if (existing) return existing
    // Taken before the module loads: a network switch meanwhile must not rebind this adapter.
    const entry = ctx.entryFor(id)
    const net = ctx.network()
    const bound = ctx.adapters
    // Not kept when it fails: the next call (a click after a failed preload, Retry) loads again.
    const mod = await entry.load().catch((error: unknown) => {
      throw new WalletLoadError(entry.name, error)
    })
    const adapter = mod.createAdapter({
      network: net,
      walletName: entry.name,
      storedAccounts: () => store.getState().wallets[id]?.accounts ?? [],
      showPairingUri: ctx.options.showPairingUri,
      // The wallet ended the session itself (e.g. deleted on the phone): forget it here.
      onSessionEnded: () => {
        if (ctx.adapters === bound && store.getState().wallets[id]) forget(id)
      },
      onAccountsChanged: (reported) => {
        const current = store.getState().wallets[id]
        if (ctx.adapters !== bound || !current) return
        if (reported.length === 0) return forget(id)
        const accounts = nameAccounts(reported, entry.name)
        if (!sameAccounts(current.accounts, accounts)) {
          ctx.setSession(id, sessionFor(accounts, current.activeAccount?.address), false)
        }
      },
      requestMnemonic: ctx.options.requestMnemonic,
      approveSigning: ctx.options.approveSigning,
    })
    // Another call may have created it while the module loaded.
    const raced = bound.get(id)
    if (raced) return raced
    const created: AdapterSlot = { adapter, session: null }
    bound.set(id, created)
    return created
  }

  function forget(id: WalletId): void {
    dropFromState(id)
    clearSlot(id)
  }

  function dropFromState(id: WalletId): void {
    ctx.adapters.delete(id)
    store.setState((s) => {
      const wallets = { ...s.wallets }
      delete wallets[id]
      return { wallets, activeWallet: s.activeWallet === id ? null : s.activeWallet }
    })
  }

  /**
   * Ends a session: forgotten here at once, whatever the wallet says or how long it takes to
   * say it (an extension that never answers must not keep the wallet shown). The wallet's own
   * disconnect is given a bounded time; its stored session goes after it, which it still needs.
   */
  async function closeSession(id: WalletId): Promise<void> {
    let adapter: WalletAdapter | null = null
    try {
      adapter = (ctx.adapters.get(id) ?? (await slot(id))).adapter
    } catch (error) {
      logger.warn(`Disconnecting ${id} failed`, error)
    }
    dropFromState(id)
    await endSession(id, adapter)
  }

  /** The wallet's own disconnect, bounded; then its stored session, unless connected again meanwhile. */
  async function endSession(id: WalletId, adapter: WalletAdapter | null): Promise<void> {
    if (adapter) {
      try {
        await Promise.race([
          adapter.disconnect(),
          ctx.delay(WALLET_DISCONNECT_TIMEOUT_MS).then(() => {
            throw new Error('The wallet did not answer')
          }),
        ])
      } catch (error) {
        logger.warn(`Disconnecting ${id} failed`, error)
      }
    }
    if (!store.getState().wallets[id]) clearSlot(id)
  }

  return { slot, forget, closeSession, endSession }
}
