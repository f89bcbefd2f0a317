/**
 * React bindings of the wallet manager: WalletProvider runs startup once; useWallet and
 * useNetwork read the store. The manager itself (store.ts) knows nothing about React.
 */
import { createContext, lazy, useContext, useEffect, useMemo, useState, type ReactNode } from 'react'
import { useStore } from 'zustand'
import { type NetworkConfig, type NetworkId, type WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import { createAppWalletManager } from './createAppWalletManager'
import { setCurrentManager } from './currentManager'
import { withoutPending } from './pendingAccounts'
import type { WalletManager } from './store'
import type { AuthAddressState, WalletAccount, WalletSessions } from './types'
import { AfterMount } from '@/ui/AfterMount'
import { createWalletPrompts, type WalletPrompts } from './walletPrompts'

// A prompt opens only on a user's action, well after the first render: its host is not in the first load.
const WalletPromptHost = lazy(() => import('./ui/WalletPromptHost').then((m) => ({ default: m.WalletPromptHost })))

interface WalletInfo {
  id: WalletId
  name: string
  icon: string
  isConnected: boolean
  isActive: boolean
  accounts: WalletAccount[]
}

export interface UseWallet {
  wallets: WalletInfo[]
  activeWallet: WalletInfo | null
  activeAccount: WalletAccount | null
  activeAddress: string | null
  activeNetwork: NetworkConfig
  authAddress: AuthAddressState
  /** True until the startup resume has finished. */
  isResuming: boolean
  connect: WalletManager['connect']
  /** Loads a wallet's adapter ahead of the click that connects it. */
  prepare: WalletManager['prepare']
  disconnect(id?: WalletId): Promise<void>
  setActiveWallet(id: WalletId): void
  setActiveAccount(address: string): void
  signTransactions: WalletManager['signTransactions']
  setNetwork(id: NetworkId): Promise<void>
}

const NO_WALLETS: WalletSessions = {}

const WalletContext = createContext<WalletManager | null>(null)

/**
 * A given `manager` was created with its own prompt functions: pass the same `prompts` to have
 * their dialogs rendered here (the app creates both at startup; tests pass their own).
 */
export function WalletProvider({
  children,
  manager: given,
  prompts: givenPrompts,
}: {
  children: ReactNode
  manager?: WalletManager
  prompts?: WalletPrompts
}) {
  const [prompts] = useState(() => givenPrompts ?? createWalletPrompts())
  const [manager] = useState(() => given ?? createAppWalletManager(prompts))
  useEffect(() => {
    setCurrentManager(manager)
    return () => setCurrentManager(null)
  }, [manager])
  useEffect(() => {
    // start() is idempotent: StrictMode's double effect still resumes once.
    manager.start().catch((error: unknown) => logger.error('Wallet startup failed', error))
  }, [manager])

  return (
    <WalletContext.Provider value={manager}>
      {children}
      <AfterMount>
        <WalletPromptHost prompts={prompts} />
      </AfterMount>
    </WalletContext.Provider>
  )
}

/** The manager itself, for the wallet UI. */
function useWalletManager(): WalletManager {
  const manager = useContext(WalletContext)
  if (!manager) throw new Error('useWallet must be used within the WalletProvider')
  return manager
}

export function useWallet(): UseWallet {
  const manager = useWalletManager()
  const state = useStore(manager.store)
  return useMemo(() => {
    const network = manager.network()
    // Stored accounts whose checksums are not confirmed yet are not shown: one may be dropped.
    // Nor accounts another tab added that this tab's wallet session has not confirmed.
    const held = state.checked ? withoutPending(state.wallets, state.pendingAccounts) : NO_WALLETS
    const wallets: WalletInfo[] = manager.walletEntries().map((entry) => ({
      id: entry.id,
      name: entry.name,
      icon: entry.icon,
      isConnected: Boolean(held[entry.id]),
      isActive: state.activeWallet === entry.id,
      accounts: held[entry.id]?.accounts ?? [],
    }))
    const activeWallet = wallets.find((w) => w.isActive && w.isConnected) ?? null
    const activeAccount = activeWallet ? (held[activeWallet.id]?.activeAccount ?? null) : null
    return {
      wallets,
      activeWallet,
      activeAccount,
      activeAddress: activeAccount?.address ?? null,
      activeNetwork: network,
      authAddress: state.authAddress,
      isResuming: state.status === 'starting',
      connect: manager.connect,
      prepare: manager.prepare,
      disconnect: manager.disconnect,
      setActiveWallet: manager.setActiveWallet,
      setActiveAccount: manager.setActiveAccount,
      signTransactions: manager.signTransactions,
      setNetwork: manager.setNetwork,
    }
  }, [manager, state])
}

export function useNetwork(): {
  network: NetworkConfig
  networks: readonly NetworkId[]
  setNetwork(id: NetworkId): Promise<void>
} {
  const manager = useWalletManager()
  // The selector returns the network's (stable) config object: re-renders only on a switch.
  const network = useStore(manager.store, () => manager.network())
  return useMemo(() => ({ network, networks: manager.networks, setNetwork: manager.setNetwork }), [network, manager])
}
