/**
 * What the wallet manager's parts share: the options with their defaults, the store, the active
 * network and its wallets, and the adapters loaded for that network.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type * as Algosdk from 'algosdk'
import { DEFAULT_NETWORK, NETWORKS, type NetworkConfig, type NetworkId, type WalletId } from '@/config/networks'
import { loadAlgosdk } from '@/algod/sdk'
import { loadAddressCheck, type AddressCheck } from '@/lib/loadAddressCheck'
import type { PendingAccounts } from '../pendingAccounts'
import { STORAGE_KEY, browserStorage, decodeStoredState, readState } from '../persist'
import { WALLET_REGISTRY, resolveWallets, type WalletEntry } from '../registry'
import type { ApproveSigning } from '../signRequest'
import type { AuthAddressState, PersistedState, ShowPairingUri, WalletAdapter, WalletSession } from '../types'

export interface WalletStoreState extends PersistedState {
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

export interface AdapterSlot {
  adapter: WalletAdapter
  /** Resolves once this instance holds a session (connected or resumed). */
  session: Promise<void> | null
}

export interface ManagerContext {
  options: WalletManagerOptions
  store: StoreApi<WalletStoreState>
  storage: Storage | null
  networks: readonly NetworkId[]
  defaultNetwork: NetworkId
  configs: Readonly<Record<NetworkId, NetworkConfig>>
  fetchAuthAddress: (network: NetworkConfig, address: string) => Promise<string | undefined>
  loadSdk: () => Promise<typeof Algosdk>
  loadCheck: () => Promise<AddressCheck>
  delay: (ms: number) => Promise<void>
  eventTarget: Pick<Window, 'addEventListener' | 'removeEventListener'> | null
  network(): NetworkConfig
  walletEntries(): WalletEntry[]
  entryFor(id: WalletId): WalletEntry
  /** The adapters bound to the active network: replaced, never cleared, when it changes. */
  adapters: Map<WalletId, AdapterSlot>
  setSession(id: WalletId, session: WalletSession, makeActive: boolean): void
}

export const UNKNOWN_AUTH: AuthAddressState = { status: 'unknown', address: null }

export const hasWallets = (state: PersistedState) => Object.keys(state.wallets).length > 0

async function defaultFetchAuthAddress(network: NetworkConfig, address: string): Promise<string | undefined> {
  const { getAccountInfo } = await import('@/algod/account')
  return (await getAccountInfo(network, address, { exclude: 'all' })).authAddr
}

const defaultDelay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createManagerContext(options: WalletManagerOptions): ManagerContext {
  const defaultNetwork = options.defaultNetwork ?? DEFAULT_NETWORK
  const networks = options.networks ?? [defaultNetwork]
  const configs = options.networkConfigs ?? NETWORKS
  const storage = options.storage === undefined ? browserStorage() : options.storage
  const registry = options.registry ?? WALLET_REGISTRY
  // The shape only: the header needs the network now, the checksums follow (accountsChecked).
  const initial = decodeStoredState(readState(storage, STORAGE_KEY), { networks, defaultNetwork })
  const store = createStore<WalletStoreState>(() => ({
    ...initial,
    authAddress: UNKNOWN_AUTH,
    status: 'starting',
    checked: !hasWallets(initial),
    pendingAccounts: {},
  }))
  const network = () => configs[store.getState().activeNetwork]
  const walletEntries = () => resolveWallets(network().wallets, registry)
  return {
    options,
    store,
    storage,
    networks,
    defaultNetwork,
    configs,
    fetchAuthAddress: options.fetchAuthAddress ?? defaultFetchAuthAddress,
    loadSdk: options.loadAlgosdk ?? loadAlgosdk,
    loadCheck: options.loadAddressCheck ?? loadAddressCheck,
    delay: options.delay ?? defaultDelay,
    eventTarget:
      options.eventTarget === undefined ? (typeof window === 'undefined' ? null : window) : options.eventTarget,
    network,
    walletEntries,
    entryFor(id) {
      const entry = walletEntries().find((e) => e.id === id)
      if (!entry) throw new Error(`Wallet not found: ${id}`)
      return entry
    },
    adapters: new Map(),
    setSession(id, session, makeActive) {
      store.setState((s) => ({
        wallets: { ...s.wallets, [id]: session },
        activeWallet: makeActive ? id : s.activeWallet,
      }))
    },
  }
}
