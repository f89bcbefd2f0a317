import type { ReactNode } from 'react'
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { WalletProvider } from '@/wallet/react'
import { AppLinkPrefetch } from './AppLinkPrefetch'
import type { WalletManager } from '@/wallet/store'
import type { WalletPrompts } from '@/wallet/walletPrompts'

export interface AppWallet {
  manager: WalletManager
  prompts: WalletPrompts
}

/**
 * What every page renders inside: server state, the wallet manager and the links' prefetchers. Shared by the app, which
 * creates its wallet manager at startup, and its prerendered shells, which let the provider make one.
 */
export function AppProviders({
  queryClient,
  wallet,
  children,
}: {
  queryClient: QueryClient
  wallet?: AppWallet
  children: ReactNode
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <WalletProvider manager={wallet?.manager} prompts={wallet?.prompts}>
        <AppLinkPrefetch>{children}</AppLinkPrefetch>
      </WalletProvider>
    </QueryClientProvider>
  )
}
