/**
 * React bindings of the wallet manager: WalletProvider runs startup once; useWallet and
 * useNetwork read the store. The manager itself (store.ts) knows nothing about React.
 */
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react'
import { useStore } from 'zustand'
import { type NetworkConfig, type NetworkId, type WalletId } from '@/config/networks'
import { env } from '@/config/env'
import { logger } from '@/lib/logger'
import { buildNetworks } from './buildNetworks'
import { setCurrentManager } from './currentManager'
import { createWalletManager, type SignableGroup, type WalletManager } from './store'
import type { AuthAddressState, WalletAccount } from './types'

const MnemonicDialog = lazy(() => import('./ui/MnemonicDialog'))

export interface WalletInfo {
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
  connect(id: WalletId): Promise<void>
  disconnect(id?: WalletId): Promise<void>
  setActiveWallet(id: WalletId): void
  setActiveAccount(address: string): void
  signTransactions(group: SignableGroup, indexesToSign?: number[]): Promise<(Uint8Array | null)[]>
  setNetwork(id: NetworkId): Promise<void>
}

interface PendingPrompt {
  resolve: (words: string) => void
  reject: (error: Error) => void
}

const WalletContext = createContext<WalletManager | null>(null)

export function WalletProvider({ children, manager: given }: { children: ReactNode; manager?: WalletManager }) {
  const [prompt, setPrompt] = useState<PendingPrompt | null>(null)
  const [manager] = useState(
    () =>
      given ??
      createWalletManager({
        defaultNetwork: env.network,
        networks: buildNetworks(env.network),
        // The mnemonic wallet asks for its words in our own dialog.
        requestMnemonic: () => new Promise<string>((resolve, reject) => setPrompt({ resolve, reject })),
      }),
  )
  useEffect(() => {
    setCurrentManager(manager)
    return () => setCurrentManager(null)
  }, [manager])
  useEffect(() => {
    // start() is idempotent: StrictMode's double effect still resumes once.
    manager.start().catch((error: unknown) => logger.error('Wallet startup failed', error))
  }, [manager])

  const settle = useCallback(
    (words: string | null) => {
      if (!prompt) return
      if (words === null) prompt.reject(new Error('modal closed by the user'))
      else prompt.resolve(words)
      setPrompt(null)
    },
    [prompt],
  )

  return (
    <WalletContext.Provider value={manager}>
      {children}
      {prompt && (
        <Suspense fallback={null}>
          <MnemonicDialog onSubmit={(words) => settle(words)} onCancel={() => settle(null)} />
        </Suspense>
      )}
    </WalletContext.Provider>
  )
}

/** The manager itself, for the wallet UI. */
export function useWalletManager(): WalletManager {
  const manager = useContext(WalletContext)
  if (!manager) throw new Error('useWallet must be used within the WalletProvider')
  return manager
}

export function useWallet(): UseWallet {
  const manager = useWalletManager()
  const state = useStore(manager.store)
  return useMemo(() => {
    const network = manager.network()
    const wallets: WalletInfo[] = manager.walletEntries().map((entry) => ({
      id: entry.id,
      name: entry.name,
      icon: entry.icon,
      isConnected: Boolean(state.wallets[entry.id]),
      isActive: state.activeWallet === entry.id,
      accounts: state.wallets[entry.id]?.accounts ?? [],
    }))
    const activeWallet = wallets.find((w) => w.isActive && w.isConnected) ?? null
    const activeAccount = activeWallet ? (state.wallets[activeWallet.id]?.activeAccount ?? null) : null
    return {
      wallets,
      activeWallet,
      activeAccount,
      activeAddress: activeAccount?.address ?? null,
      activeNetwork: network,
      authAddress: state.authAddress,
      isResuming: state.status === 'starting',
      connect: manager.connect,
      disconnect: manager.disconnect,
      setActiveWallet: manager.setActiveWallet,
      setActiveAccount: manager.setActiveAccount,
      signTransactions: manager.signTransactions,
      setNetwork: manager.setNetwork,
    }
  }, [manager, state])
}

export function useNetwork(): { network: NetworkConfig; networks: readonly NetworkId[]; setNetwork(id: NetworkId): Promise<void> } {
  const manager = useWalletManager()
  // The selector returns the network's (stable) config object: re-renders only on a switch.
  const network = useStore(manager.store, () => manager.network())
  return useMemo(
    () => ({ network, networks: manager.networks, setNetwork: manager.setNetwork }),
    [network, manager],
  )
}
