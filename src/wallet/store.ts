/**
 * The wallet manager: a vanilla zustand store (testable without React) holding the persisted
 * wallet-state machine, plus the actions that drive adapters. Its parts are in manager/: the
 * shared context, the accounts' checksums, the adapters, connect and resume, the network,
 * signing, persistence and tab sync. No static algosdk or SDK import: this module is in the
 * initial bundle, so signing (never needed before a click) loads on its first use.
 */
import type { StoreApi } from 'zustand/vanilla'
import type { NetworkConfig, NetworkId, WalletId } from '@/config/networks'
import type { WalletEntry } from './registry'
import { createAccountsCheck } from './manager/accountsCheck'
import { createAdapterSlots } from './manager/adapterSlots'
import { createAuthAddress } from './manager/authAddress'
import { createConnection, type Connection } from './manager/connection'
import { createManagerContext, type WalletManagerOptions, type WalletStoreState } from './manager/context'
import { createSetNetwork } from './manager/network'
import { persistAndSyncTabs } from './manager/persistence'
import type { SignTransactions } from './manager/signTransactions'
import { retryableImport } from '@/lib/retryableImport'

export type { WalletManagerOptions } from './manager/context'

export interface WalletManager extends Connection {
  store: StoreApi<WalletStoreState>
  networks: readonly NetworkId[]
  network(): NetworkConfig
  /** The active network's wallets that have an adapter. */
  walletEntries(): WalletEntry[]
  /** Startup: drop wallets not configured, resume each session. Runs once. */
  start(): Promise<void>
  /** Loads a wallet's adapter ahead of a click (the connect dialog opening), so connect awaits nothing first. */
  prepare(id: WalletId): Promise<void>
  setNetwork(id: NetworkId): Promise<void>
  /**
   * Signs the entries sent by the active account (and by `options.alsoSign`, other accounts of
   * the active wallet a caller names on purpose). No other account of the wallet is ever asked.
   */
  signTransactions: SignTransactions
  destroy(): void
}

export function createWalletManager(options: WalletManagerOptions = {}): WalletManager {
  const ctx = createManagerContext(options)
  const checks = createAccountsCheck(ctx)
  const slots = createAdapterSlots(ctx)
  const stopPersisting = persistAndSyncTabs(ctx, checks, slots)
  const authAddress = createAuthAddress(ctx)
  const connection = createConnection(ctx, { checks, slots, authAddress })
  const loadSigning = retryableImport(() => import('./manager/signTransactions'))
  let sign: SignTransactions | undefined
  return {
    store: ctx.store,
    networks: ctx.networks,
    network: ctx.network,
    walletEntries: ctx.walletEntries,
    ...connection,
    setNetwork: createSetNetwork(ctx, slots),
    async signTransactions(...args) {
      sign ??= (await loadSigning()).createSignTransactions(ctx, {
        checks,
        slots,
        authAddress,
        resume: connection.resume,
      })
      return sign(...args)
    },
    destroy() {
      stopPersisting()
      authAddress.stop()
    },
  }
}
