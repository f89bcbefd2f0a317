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
import { createActiveSelection, type ActiveSelection } from './manager/activeSelection'
import type { Connection } from './manager/connection'
import { createManagerContext, type WalletManagerOptions, type WalletStoreState } from './manager/context'
import { createSetNetwork } from './manager/network'
import { persistAndSyncTabs } from './manager/persistence'
import type { SignTransactions } from './manager/signTransactions'
import { retryableImport } from '@/lib/retryableImport'

export type { WalletManagerOptions } from './manager/context'

export interface WalletManager extends Connection, ActiveSelection {
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
  // Connecting and resuming load with start(), which runs as the app mounts: by the first click
  // it is here, and connect() calls the wallet with no await before it (a popup needs the click).
  const loadConnection = retryableImport(() => import('./manager/connection'))
  let connection: Connection | undefined
  let loading: Promise<Connection> | undefined
  const connected = (): Promise<Connection> =>
    (loading ??= loadConnection().then(
      (module) => (connection = module.createConnection(ctx, { checks, slots, authAddress })),
      (error: unknown) => {
        loading = undefined
        throw error
      },
    ))
  const loadSigning = retryableImport(() => import('./manager/signTransactions'))
  let sign: SignTransactions | undefined
  return {
    store: ctx.store,
    networks: ctx.networks,
    network: ctx.network,
    walletEntries: ctx.walletEntries,
    ...createActiveSelection(ctx),
    start: async () => (await connected()).start(),
    resume: async (id) => (await connected()).resume(id),
    prepare: async (id) => (await connected()).prepare(id),
    connect: (id, options) =>
      connection ? connection.connect(id, options) : connected().then((c) => c.connect(id, options)),
    disconnect: async (id) => (await connected()).disconnect(id),
    setNetwork: createSetNetwork(ctx, slots),
    async signTransactions(...args) {
      const { resume } = await connected()
      sign ??= (await loadSigning()).createSignTransactions(ctx, { checks, slots, authAddress, resume })
      return sign(...args)
    },
    destroy() {
      stopPersisting()
      authAddress.stop()
    },
  }
}
