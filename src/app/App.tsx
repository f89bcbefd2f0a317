import { lazy, Suspense } from 'react'
import type { QueryClient } from '@tanstack/react-query'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { Toaster } from '@/ui/Toaster'
import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders, type AppWallet } from './AppProviders'

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

export type AppRouter = ReturnType<typeof createBrowserRouter>

/** The router, the query client and the wallet are made at startup (main.tsx): its loaders use them before the first render. */
export function App({
  router,
  queryClient,
  wallet,
}: {
  router: AppRouter
  queryClient: QueryClient
  wallet: AppWallet
}) {
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient} wallet={wallet}>
        <RouterProvider router={router} />
        <Toaster />
        <Suspense fallback={null}>
          <PendingTxWatcher />
          {UpdatePrompt && <UpdatePrompt />}
        </Suspense>
      </AppProviders>
    </AppErrorBoundary>
  )
}
