import { WALLET_IDS, type WalletId } from '@/config/networks'
import { WALLET_RESTORE_DELAY_MS } from '@/config/constants'
import { i18n } from '@/lib/i18n/i18n'
import { logger } from '@/lib/logger'
import { nameAccounts, sameAccounts, sessionFor } from '../accounts'
import { clearSlot } from '../adapters/storageSlot'
import { keepConfiguredWallets } from '../persist'
import { WalletCallCancelledError, untilAborted } from '../untilAborted'
import { WalletError } from '../WalletError'
import type { AccountsCheck } from './accountsCheck'
import type { AdapterSlots } from './adapterSlots'
import type { AuthAddress } from './authAddress'
import type { ManagerContext } from './context'

// Shown after "Connecting failed:"; the guards below (a wallet or account not connected) are not.
const messages = i18n('wallet/manager/connection', {
  noAccounts: 'No accounts found!',
  networkChanged: 'The network changed while connecting: connect again',
})

interface ConnectOptions {
  /** The user gave up: connecting rejects at once and a prompt of the app's own closes. */
  signal?: AbortSignal
}

export interface Connection {
  start(): Promise<void>
  resume(id: WalletId): Promise<void>
  prepare(id: WalletId): Promise<void>
  connect(id: WalletId, options?: ConnectOptions): Promise<void>
  disconnect(id?: WalletId): Promise<void>
}

interface ConnectionParts {
  checks: AccountsCheck
  slots: AdapterSlots
  authAddress: AuthAddress
}

/** Connecting, resuming at startup and disconnecting wallets, and choosing the active one. */
export function createConnection(ctx: ManagerContext, { checks, slots, authAddress }: ConnectionParts): Connection {
  const { store } = ctx
  let started: Promise<void> | null = null

  async function resume(id: WalletId): Promise<void> {
    await checks.accountsChecked()
    if (!store.getState().wallets[id]) return
    try {
      const slot = await slots.slot(id)
      const run = (async () => {
        const reported = await slot.adapter.resume()
        if (reported === null) throw new WalletError('notConnected', 'Wallet is not connected')
        if (reported.length === 0) throw new WalletError('noAccounts', messages.get().noAccounts)
        const accounts = nameAccounts(reported, ctx.entryFor(id).name)
        const current = store.getState().wallets[id]
        if (current && !sameAccounts(current.accounts, accounts)) {
          ctx.setSession(id, sessionFor(accounts, current.activeAccount?.address), false)
        }
      })()
      slot.session = run
      await run
    } catch (error) {
      await slots.closeSession(id)
      throw error
    }
  }

  async function start(): Promise<void> {
    started ??= (async () => {
      await checks.accountsChecked()
      const configured = ctx.walletEntries().map((e) => e.id)
      store.setState((s) => keepConfiguredWallets(s, configured))
      // A stored SDK session of a wallet the state no longer holds is stale.
      for (const id of WALLET_IDS) if (!store.getState().wallets[id]) clearSlot(id)
      void authAddress.refresh()
      const ids = Object.keys(store.getState().wallets) as WalletId[]
      const results = await Promise.allSettled(ids.map((id) => resume(id)))
      results.forEach((r, i) => {
        if (r.status === 'rejected') logger.warn(`Resuming ${ids[i]} failed`, r.reason)
      })
      store.setState({ status: 'ready' })
    })()
    return started
  }

  async function connect(id: WalletId, { signal }: ConnectOptions = {}): Promise<void> {
    const entry = ctx.entryFor(id)
    const startedOn = store.getState().activeNetwork
    // A prepared adapter is called with no await before it: a wallet that opens a window
    // (Lute) must open it inside the click's user gesture, or the popup blocker swallows it.
    const slot = ctx.adapters.get(id) ?? (await untilAborted(slots.slot(id), signal))
    const call = slot.adapter.connect(signal)
    let reported: Awaited<typeof call>
    try {
      reported = await untilAborted(call, signal)
    } catch (error) {
      // Given up here: a wallet that approves later must not keep a session the app forgot.
      if (error instanceof WalletCallCancelledError && !store.getState().wallets[id]) {
        call.then(
          () => slot.adapter.disconnect().catch(() => undefined),
          () => undefined,
        )
      }
      throw error
    }
    // The network changed while the wallet was open: its session belongs to the old one.
    if (store.getState().activeNetwork !== startedOn) {
      void slot.adapter.disconnect().catch(() => undefined)
      throw new WalletError('networkChanged', messages.get().networkChanged)
    }
    if (reported.length === 0) throw new WalletError('noAccounts', messages.get().noAccounts)
    slot.session = Promise.resolve()
    // Connecting again to add an account keeps the account the user was acting with.
    const before = store.getState().wallets[id]?.activeAccount?.address
    ctx.setSession(id, sessionFor(nameAccounts(reported, entry.name), before), true)
  }

  async function disconnect(id?: WalletId): Promise<void> {
    const { activeWallet, wallets } = store.getState()
    const target = id ?? activeWallet
    if (!target || !wallets[target]) return
    await slots.closeSession(target)
    // Another wallet's session ends while the active one stays active throughout: nothing shows
    // "Connect wallet" meanwhile, and the state is written once. The call still settles after
    // the restore delay, as it did when the active wallet was swapped out and back.
    if (target !== activeWallet) await ctx.delay(WALLET_RESTORE_DELAY_MS)
  }

  return {
    start,
    resume,
    connect,
    disconnect,
    async prepare(id) {
      await slots.slot(id)
    },
  }
}
