/**
 * The wallet manager: a vanilla zustand store (testable without React) holding the persisted
 * wallet-state machine, plus the actions that drive adapters. No static algosdk or SDK import:
 * this module is in the initial bundle.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type * as Algosdk from 'algosdk'
import {
  DEFAULT_NETWORK,
  NETWORKS,
  WALLET_IDS,
  type NetworkConfig,
  type NetworkId,
  type WalletId,
} from '@/config/networks'
import { WALLET_DISCONNECT_TIMEOUT_MS, WALLET_RESTORE_DELAY_MS } from '@/config/constants'
import { logger } from '@/lib/logger'
import { loadAddressCheck, type AddressCheck } from '@/lib/loadAddressCheck'
import { nameAccounts, sameAccounts, sessionFor } from './accounts'
import { confirmPending, pendingAfterRemote, withoutPending, type PendingAccounts } from './pendingAccounts'
import {
  STORAGE_KEY,
  browserStorage,
  decodeStoredState,
  everyAddressPasses,
  keepConfiguredWallets,
  defaultState,
  parseStoredText,
  readState,
  withKnownNetwork,
  writeState,
} from './persist'
import { clearSlot } from './adapters/storageSlot'
import { CHAIN_BOUND_WALLETS, WALLET_REGISTRY, resolveWallets, type WalletEntry } from './registry'
import { alignSigned, planSigning, signingAccounts, type SignOptions } from './signing'
import { loadAlgosdk } from '@/algod/sdk'
import { WalletCallCancelledError, untilAborted } from './untilAborted'
import type { ApproveSigning } from './signRequest'
import type { AuthAddressState, PersistedState, ShowPairingUri, WalletAdapter, WalletSession } from './types'

interface WalletStoreState extends PersistedState {
  authAddress: AuthAddressState
  /** 'starting' until the startup resume has run. */
  status: 'starting' | 'ready'
  /**
   * False while accounts read from storage wait for their checksums (the hash loads after the
   * first render): until then none is shown, resumed or asked to sign.
   */
  checked: boolean
  /** Accounts another tab added that this tab's session of their wallet has not confirmed: not shown, never signed for. */
  pendingAccounts: PendingAccounts
}

type SignableGroup = Algosdk.Transaction[] | Uint8Array[]

export interface WalletManagerOptions {
  /** Networks this build offers (the switcher's choices). */
  networks?: readonly NetworkId[]
  defaultNetwork?: NetworkId
  networkConfigs?: Readonly<Record<NetworkId, NetworkConfig>>
  storage?: Storage | null
  registry?: ReadonlyMap<WalletId, WalletEntry>
  /** The account's auth-addr (account info, exclude=all); undefined when not rekeyed. */
  fetchAuthAddress?: (network: NetworkConfig, address: string) => Promise<string | undefined>
  loadAlgosdk?: () => Promise<typeof Algosdk>
  /** `isValidAddress`, whose hash is not in the first page's code. */
  loadAddressCheck?: () => Promise<AddressCheck>
  delay?: (ms: number) => Promise<void>
  requestMnemonic?: (signal?: AbortSignal) => Promise<string>
  /** The app's own "sign this?" prompt, for wallets without a UI of their own (mnemonic). */
  approveSigning?: ApproveSigning
  showPairingUri?: ShowPairingUri
  /** Where `storage` events come from (tab sync); defaults to window. */
  eventTarget?: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
}

interface ConnectOptions {
  /** The user gave up: connecting rejects at once and a prompt of the app's own closes. */
  signal?: AbortSignal
}

export interface WalletManager {
  store: StoreApi<WalletStoreState>
  networks: readonly NetworkId[]
  network(): NetworkConfig
  /** The active network's wallets that have an adapter. */
  walletEntries(): WalletEntry[]
  /** Startup: drop wallets not configured, resume each session. Runs once. */
  start(): Promise<void>
  resume(id: WalletId): Promise<void>
  /** Loads a wallet's adapter ahead of a click (the connect dialog opening), so connect awaits nothing first. */
  prepare(id: WalletId): Promise<void>
  connect(id: WalletId, options?: ConnectOptions): Promise<void>
  disconnect(id?: WalletId): Promise<void>
  setActiveWallet(id: WalletId): void
  setActiveAccount(address: string): void
  setNetwork(id: NetworkId): Promise<void>
  /**
   * Signs the entries sent by the active account (and by `options.alsoSign`, other accounts of
   * the active wallet a caller names on purpose). No other account of the wallet is ever asked.
   */
  signTransactions(
    group: SignableGroup,
    indexesToSign?: number[],
    options?: SignOptions,
  ): Promise<(Uint8Array | null)[]>
  destroy(): void
}

const UNKNOWN_AUTH: AuthAddressState = { status: 'unknown', address: null }

const hasWallets = (state: PersistedState) => Object.keys(state.wallets).length > 0

async function defaultFetchAuthAddress(network: NetworkConfig, address: string): Promise<string | undefined> {
  const { getAccountInfo } = await import('@/algod/account')
  return (await getAccountInfo(network, address, { exclude: 'all' })).authAddr
}

const defaultDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

interface AdapterSlot {
  adapter: WalletAdapter
  /** Resolves once this instance holds a session (connected or resumed). */
  session: Promise<void> | null
}

export function createWalletManager(options: WalletManagerOptions = {}): WalletManager {
  const defaultNetwork = options.defaultNetwork ?? DEFAULT_NETWORK
  const networks = options.networks ?? [defaultNetwork]
  const configs = options.networkConfigs ?? NETWORKS
  const storage = options.storage === undefined ? browserStorage() : options.storage
  const registry = options.registry ?? WALLET_REGISTRY
  const fetchAuthAddress = options.fetchAuthAddress ?? defaultFetchAuthAddress
  const loadSdk = options.loadAlgosdk ?? loadAlgosdk
  const loadCheck = options.loadAddressCheck ?? loadAddressCheck
  const delay = options.delay ?? defaultDelay
  const eventTarget =
    options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget
  const loadOptions = { networks, defaultNetwork }

  // The shape only: the header needs the network now, the checksums follow (accountsChecked).
  const initial = decodeStoredState(readState(storage, STORAGE_KEY), loadOptions)
  const store = createStore<WalletStoreState>(() => ({
    ...initial,
    authAddress: UNKNOWN_AUTH,
    status: 'starting',
    checked: !hasWallets(initial),
    pendingAccounts: {},
  }))

  const network = () => configs[store.getState().activeNetwork]
  const walletEntries = () => resolveWallets(network().wallets, registry)
  let adapters = new Map<WalletId, AdapterSlot>()
  let started: Promise<void> | null = null
  let applyingRemote = false

  // Persist every change of the persisted part (not the ones that came from another tab).
  const unsubscribePersist = store.subscribe((state, prev) => {
    if (applyingRemote) return
    if (
      state.wallets === prev.wallets &&
      state.activeWallet === prev.activeWallet &&
      state.activeNetwork === prev.activeNetwork
    )
      return
    writeState(storage, STORAGE_KEY, state)
  })

  // Auth address follows the active account and network.
  let authRequest = 0
  const activeAddressOf = (s: WalletStoreState) =>
    s.activeWallet ? (s.wallets[s.activeWallet]?.activeAccount?.address ?? null) : null
  async function refreshAuthAddress(): Promise<void> {
    const request = ++authRequest
    const address = activeAddressOf(store.getState())
    if (!address) {
      store.setState({ authAddress: UNKNOWN_AUTH })
      return
    }
    store.setState({ authAddress: UNKNOWN_AUTH })
    let authAddr: string | null = null
    try {
      authAddr = (await fetchAuthAddress(network(), address)) ?? null
    } catch (error) {
      logger.error('Auth address lookup failed', error)
    }
    if (request === authRequest) store.setState({ authAddress: { status: 'ready', address: authAddr } })
  }
  const unsubscribeAuth = store.subscribe((state, prev) => {
    if (activeAddressOf(state) !== activeAddressOf(prev) || state.activeNetwork !== prev.activeNetwork) {
      void refreshAuthAddress()
    }
  })

  /** Another account's auth address (a co-signer's), null when not rekeyed or when the lookup failed. */
  async function lookUpAuthAddress(address: string): Promise<string | null> {
    try {
      return (await fetchAuthAddress(network(), address)) ?? null
    } catch (error) {
      logger.error('Auth address lookup failed', error)
      return null
    }
  }

  /** The active account's auth address once its lookup has settled (signing needs the right signer). */
  function settledAuthAddress(): Promise<string | null> {
    return new Promise((resolve) => {
      const settle = (s: WalletStoreState) => {
        if (s.authAddress.status !== 'ready') return false
        unsubscribe()
        resolve(s.authAddress.address)
        return true
      }
      const unsubscribe = store.subscribe((s) => void settle(s))
      // No lookup ever started (the manager was not started): start one.
      if (!settle(store.getState()) && authRequest === 0) void refreshAuthAddress()
    })
  }

  let addressCheck: AddressCheck | null = null
  let checking: Promise<void> | null = null
  /** Resolves once every account held has passed its checksum; one that fails discards the wallets. */
  function accountsChecked(): Promise<void> {
    if (store.getState().checked) return Promise.resolve()
    checking ??= loadCheck()
      .then((isAddress) => {
        addressCheck = isAddress
        if (everyAddressPasses(store.getState(), isAddress)) return store.setState({ checked: true })
        logger.error('Persisted state is invalid')
        store.setState({ wallets: {}, activeWallet: null, checked: true })
      })
      .finally(() => {
        checking = null
      })
    return checking
  }

  function entryFor(id: WalletId): WalletEntry {
    const entry = walletEntries().find((e) => e.id === id)
    if (!entry) throw new Error(`Wallet not found: ${id}`)
    return entry
  }

  async function adapterSlot(id: WalletId): Promise<AdapterSlot> {
    const existing = adapters.get(id)
    if (existing) return existing
    // Taken before the module loads: a network switch meanwhile must not rebind this adapter.
    const entry = entryFor(id)
    const net = network()
    const bound = adapters
    const mod = await entry.load()
    const adapter = mod.createAdapter({
      network: net,
      walletName: entry.name,
      storedAccounts: () => store.getState().wallets[id]?.accounts ?? [],
      showPairingUri: options.showPairingUri,
      // The wallet ended the session itself (e.g. deleted on the phone): forget it here.
      onSessionEnded: () => {
        if (adapters === bound && store.getState().wallets[id]) forget(id)
      },
      onAccountsChanged: (reported) => {
        const current = store.getState().wallets[id]
        if (adapters !== bound || !current) return
        if (reported.length === 0) return forget(id)
        const accounts = nameAccounts(reported, entry.name)
        if (!sameAccounts(current.accounts, accounts)) {
          setSession(id, sessionFor(accounts, current.activeAccount?.address), false)
        }
      },
      requestMnemonic: options.requestMnemonic,
      approveSigning: options.approveSigning,
    })
    // Another call may have created it while the module loaded.
    const raced = bound.get(id)
    if (raced) return raced
    const slot: AdapterSlot = { adapter, session: null }
    bound.set(id, slot)
    return slot
  }

  function setSession(id: WalletId, session: WalletSession, makeActive: boolean): void {
    store.setState((s) => ({
      wallets: { ...s.wallets, [id]: session },
      activeWallet: makeActive ? id : s.activeWallet,
    }))
  }

  /**
   * Removes a wallet from the state (no adapter call), and its SDK's stored session: a session
   * the wallet ended, or one left by a failed disconnect, would otherwise block the next connect.
   */
  function forget(id: WalletId): void {
    dropFromState(id)
    clearSlot(id)
  }

  function dropFromState(id: WalletId): void {
    adapters.delete(id)
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
      adapter = (adapters.get(id) ?? (await adapterSlot(id))).adapter
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
          delay(WALLET_DISCONNECT_TIMEOUT_MS).then(() => {
            throw new Error('The wallet did not answer')
          }),
        ])
      } catch (error) {
        logger.warn(`Disconnecting ${id} failed`, error)
      }
    }
    if (!store.getState().wallets[id]) clearSlot(id)
  }

  async function resume(id: WalletId): Promise<void> {
    await accountsChecked()
    const stored = store.getState().wallets[id]
    if (!stored) return
    try {
      const slot = await adapterSlot(id)
      const run = (async () => {
        const reported = await slot.adapter.resume()
        if (reported === null) throw new Error('Wallet is not connected')
        if (reported.length === 0) throw new Error('No accounts found!')
        const accounts = nameAccounts(reported, entryFor(id).name)
        const current = store.getState().wallets[id]
        if (current && !sameAccounts(current.accounts, accounts)) {
          setSession(id, sessionFor(accounts, current.activeAccount?.address), false)
        }
      })()
      slot.session = run
      await run
    } catch (error) {
      await closeSession(id)
      throw error
    }
  }

  async function start(): Promise<void> {
    if (started) return started
    started = (async () => {
      await accountsChecked()
      const configured = walletEntries().map((e) => e.id)
      store.setState((s) => keepConfiguredWallets(s, configured))
      // A stored SDK session of a wallet the state no longer holds is stale.
      for (const id of WALLET_IDS) if (!store.getState().wallets[id]) clearSlot(id)
      void refreshAuthAddress()
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
    const entry = entryFor(id)
    const startedOn = store.getState().activeNetwork
    // A prepared adapter is called with no await before it: a wallet that opens a window
    // (Lute) must open it inside the click's user gesture, or the popup blocker swallows it.
    const slot = adapters.get(id) ?? (await untilAborted(adapterSlot(id), signal))
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
      throw new Error('The network changed while connecting: connect again')
    }
    if (reported.length === 0) throw new Error('No accounts found!')
    slot.session = Promise.resolve()
    // Connecting again to add an account keeps the account the user was acting with.
    const before = store.getState().wallets[id]?.activeAccount?.address
    setSession(id, sessionFor(nameAccounts(reported, entry.name), before), true)
  }

  async function prepare(id: WalletId): Promise<void> {
    await adapterSlot(id)
  }

  async function disconnect(id?: WalletId): Promise<void> {
    const { activeWallet, wallets } = store.getState()
    const target = id ?? activeWallet
    if (!target || !wallets[target]) return
    if (target === activeWallet) {
      await closeSession(target)
      return
    }
    // Another wallet's session ends while the active one stays active throughout: nothing shows
    // "Connect wallet" meanwhile, and the state is written once. The call still settles after
    // the restore delay, as it did when the active wallet was swapped out and back.
    await closeSession(target)
    await delay(WALLET_RESTORE_DELAY_MS)
  }

  function setActiveWallet(id: WalletId): void {
    if (!store.getState().wallets[id]) throw new Error(`Wallet not connected: ${id}`)
    store.setState({ activeWallet: id })
  }

  function setActiveAccount(address: string): void {
    const { activeWallet, wallets } = store.getState()
    const session = activeWallet ? wallets[activeWallet] : undefined
    const account = session?.accounts.find((a) => a.address === address)
    if (!activeWallet || !session || !account) throw new Error(`Account not connected: ${address}`)
    setSession(activeWallet, { ...session, activeAccount: account }, false)
  }

  async function setNetwork(id: NetworkId): Promise<void> {
    if (!networks.includes(id)) throw new Error(`Network not configured: ${id}`)
    if (id === store.getState().activeNetwork) return
    const supported = configs[id].wallets
    const dropped = (Object.keys(store.getState().wallets) as WalletId[]).filter(
      (w) => !supported.includes(w) || CHAIN_BOUND_WALLETS.has(w),
    )
    // Dropped: a wallet the new network lacks, and a session bound to the old chain (it could
    // not sign on the new one). Their adapters are taken before the switch (bound to the old
    // network) and told to disconnect in the background: a wallet that never answers must not
    // hold the switch. Here they are forgotten at once, in the same write as the new network.
    const ending = dropped.map((w) =>
      adapterSlot(w).then(
        (slot) => slot.adapter,
        (error: unknown) => {
          logger.warn(`Disconnecting ${w} failed`, error)
          return null
        },
      ),
    )
    adapters = new Map()
    store.setState((s) => {
      const wallets = { ...s.wallets }
      for (const w of dropped) delete wallets[w]
      const activeWallet = s.activeWallet && dropped.includes(s.activeWallet) ? null : s.activeWallet
      return { wallets, activeWallet, activeNetwork: id }
    })
    dropped.forEach((w, i) => void ending[i]!.then((adapter) => endSession(w, adapter)))
  }

  async function signTransactions(
    group: SignableGroup,
    indexesToSign?: number[],
    options: SignOptions = {},
  ): Promise<(Uint8Array | null)[]> {
    const { signal } = options
    if (signal?.aborted) throw new WalletCallCancelledError()
    await untilAborted(accountsChecked(), signal)
    const state = store.getState()
    const id = state.activeWallet
    const session = id ? withoutPending(state.wallets, state.pendingAccounts)[id] : undefined
    if (!id || !session) throw new Error('No active wallet')
    const sdk = await loadSdk()
    const { decodeGroup } = await import('./decodeGroup')
    const decoded = decodeGroup(sdk, group)
    const active = session.activeAccount?.address
    // A rekeyed account must be signed by its auth account: wait for a lookup still running.
    const auth = active ? await untilAborted(settledAuthAddress(), signal) : null
    const connected = signingAccounts(session.accounts, active, options.alsoSign)
    // A co-signer is signed like the acting account: through its auth account when rekeyed.
    const coSigners = connected.filter((address) => address !== active)
    const coAuth = await untilAborted(Promise.all(coSigners.map((address) => lookUpAuthAddress(address))), signal)
    const authAddresses: Record<string, string> = active && auth ? { [active]: auth } : {}
    coSigners.forEach((address, i) => {
      const authAddr = coAuth[i]
      if (authAddr) authAddresses[address] = authAddr
    })
    const plan = planSigning({
      items: decoded,
      connected,
      indexesToSign,
      genesisId: network().genesisId,
      authAddresses,
    })
    if (plan.indexes.length === 0) return decoded.map(() => null)
    const slot = await untilAborted(adapterSlot(id), signal)
    if (!slot.session) await untilAborted(resume(id), signal)
    await untilAborted(slot.session ?? Promise.resolve(), signal)
    const result = await untilAborted(
      slot.adapter.signTransactions(
        decoded.map((d) => d.unsigned),
        plan.indexes,
        plan.signers,
        signal,
      ),
      signal,
    )
    return alignSigned(decoded.length, plan.indexes, result)
  }

  // Tab sync: another tab wrote the state; adopt it without writing it back.
  function onStorage(event: StorageEvent): void {
    if (event.key !== STORAGE_KEY && event.key !== null) return
    const prev = store.getState()
    // What storage holds now, not the event's newValue: events of quick writes can arrive
    // after a later write, and adopting a stale value would undo that write here.
    const text = readState(storage, STORAGE_KEY)
    // Checksums too once their hash has loaded; before, the accounts wait for accountsChecked.
    const isAddress = addressCheck
    // Cleared in the other tab: disconnected there, so here too.
    const parsed = text === null ? defaultState(prev.activeNetwork) : parseStoredText(text, isAddress ?? undefined)
    // Something we do not accept (another app, a bug): keep ours.
    if (!parsed) return
    const next = withKnownNetwork(parsed, loadOptions)
    if (next.activeNetwork !== prev.activeNetwork) adapters = new Map()
    for (const wid of adapters.keys()) if (!next.wallets[wid]) adapters.delete(wid)
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
    if (!checked) accountsChecked().catch((error: unknown) => logger.error('Checking the accounts failed', error))
    for (const id of Object.keys(pendingAccounts) as WalletId[]) void confirmAccounts(id)
  }

  /** Asks this tab's session of the wallet which accounts it holds: the pending ones it reports are shown. */
  async function confirmAccounts(id: WalletId): Promise<void> {
    try {
      // Accounts that fail their checksum are dropped, never shown nor passed to a wallet.
      await accountsChecked()
      if (!store.getState().pendingAccounts[id] || !store.getState().wallets[id]) return
      const reported = await (await adapterSlot(id)).adapter.resume()
      const addresses = (reported ?? []).map((a) => a.address)
      store.setState((s) => ({ pendingAccounts: confirmPending(s.pendingAccounts, id, addresses) }))
    } catch (error) {
      logger.warn(`Confirming ${id}'s accounts failed`, error)
    }
  }
  eventTarget?.addEventListener('storage', onStorage as EventListener)

  function destroy(): void {
    unsubscribePersist()
    unsubscribeAuth()
    eventTarget?.removeEventListener('storage', onStorage as EventListener)
  }

  return {
    store,
    networks,
    network,
    walletEntries,
    start,
    resume,
    prepare,
    connect,
    disconnect,
    setActiveWallet,
    setActiveAccount,
    setNetwork,
    signTransactions,
    destroy,
  }
}
