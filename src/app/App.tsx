import { lazy, Suspense, useMemo } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { Toaster } from '@/ui/Toaster'
import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders, type AppWallet } from './AppProviders'
import { AppRouter } from './AppRouter'
import { AppRoutes } from './routes'

// Tells how a transaction submitted before a reload ended, on any page; loaded after first paint.
const PendingTxWatcher = lazy(() =>
  import('@/names/transactions/pending/PendingTxWatcher').then((module) => ({ default: module.PendingTxWatcher })),
)

// Production builds only (the mock build's worker is MSW's, LocalNet has none): the offline app's
// worker and its update prompt, loaded with the first render, never in the boot chunk.
const UpdatePrompt =
  import.meta.env.VITE_NETWORK !== 'mock' && import.meta.env.VITE_NETWORK !== 'localnet'
    ? lazy(() => import('./UpdatePrompt').then((module) => ({ default: module.UpdatePrompt })))
    : null

/** The query client and the wallet are made at startup (main.tsx): the first page's data starts with them before the first render. */
export function App({ queryClient, wallet }: { queryClient: QueryClient; wallet: AppWallet }) {
  const { manager } = wallet
  const data = useMemo(() => ({ queryClient, network: manager.network }), [queryClient, manager])
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} wallet={wallet}>
        <AppRouter>
          <AppRoutes data={data} />
        </AppRouter>
        <Toaster />
        <Suspense fallback={null}>
          <PendingTxWatcher />
          {UpdatePrompt && <UpdatePrompt />}
        </Suspense>
      </AppProviders>
    </AppErrorBoundary>
  )
}
