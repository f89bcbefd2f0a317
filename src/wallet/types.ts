/** Shapes shared by the wallet manager's modules. Plain types: no runtime code here. */
import type { NetworkConfig, NetworkId, WalletId } from '@/config/networks'
import type { ApproveSigning } from './signRequest'

export interface WalletAccount {
  name: string
  address: string
}

/** One connected wallet's session as persisted. */
export interface WalletSession {
  accounts: WalletAccount[]
  activeAccount: WalletAccount | null
}

export type WalletSessions = Partial<Record<WalletId, WalletSession>>

/** What localStorage holds (validated strictly on load, see persist.ts). */
export interface PersistedState {
  wallets: WalletSessions
  activeWallet: WalletId | null
  activeNetwork: NetworkId
}

export interface AuthAddressState {
  status: 'unknown' | 'ready'
  address: string | null
}

/** An account as a wallet reports it: the wallet may or may not name it. */
export interface ReportedAccount {
  address: string
  name?: string
}

/** What the manager hands an adapter when it creates one. Adapters are bound to one network. */
export interface AdapterContext {
  network: NetworkConfig
  walletName: string
  /** The accounts stored for this wallet (wallets without a session of their own resume from them). */
  storedAccounts: () => ReportedAccount[]
  /**
   * Shows a pairing link to the user (WalletConnect); returns a function that hides it.
   * `cancel` is called when the user gives up (closes it): the connect must then reject.
   */
  showPairingUri?: ShowPairingUri
  /** The wallet ended the session on its side (e.g. deleted on the phone). */
  onSessionEnded: () => void
  /** The user changed the accounts the wallet shares, in the wallet. */
  onAccountsChanged?: (accounts: ReportedAccount[]) => void
  /** Asks the user for secret words in the app's own dialog (mnemonic wallet only). */
  requestMnemonic?: (signal?: AbortSignal) => Promise<string>
  /** Asks the user to approve a signing request in the app's own dialog (mnemonic wallet only). */
  approveSigning?: ApproveSigning
}

export type ShowPairingUri = (uri: string, cancel: () => void) => () => void

export interface WalletAdapter {
  /**
   * Opens the wallet's own flow; resolves with the accounts the user shared. `signal` aborts
   * when the user gives up: a prompt of the app's own (pairing link, words) closes then.
   */
  connect(signal?: AbortSignal): Promise<ReportedAccount[]>
  /** Reconnects a stored session silently; null when the wallet holds no session any more. */
  resume(): Promise<ReportedAccount[] | null>
  disconnect(): Promise<void>
  /**
   * Signs the group's `indexesToSign` (already filtered by the manager: connected senders,
   * never already-signed). `txns` are the whole group's unsigned encodings (wallets check the
   * group), `signers[i]` the address whose key must sign index i (the auth address of a
   * rekeyed account). Must return an array aligned with `txns`, null where not signed.
   * `signal` aborts when the user gives up: a prompt of the app's own closes then.
   */
  signTransactions(
    txns: Uint8Array[],
    indexesToSign: number[],
    signers: (string | null)[],
    signal?: AbortSignal,
  ): Promise<(Uint8Array | null)[]>
}

type AdapterFactory = (ctx: AdapterContext) => WalletAdapter

export interface AdapterModule {
  createAdapter: AdapterFactory
}
