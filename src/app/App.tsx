import { lazy, Suspense, useState } from 'react'
import { RouterProvider, type createBrowserRouter } from 'react-router-dom'
import { createQueryClient } from '@/lib/queryClient'
import { Toaster } from '@/ui/Toaster'
import { AppErrorBoundary } from './AppErrorBoundary'
import { AppProviders } from './AppProviders'

// Tells how a transaction submitted before a reload ended, on any page; loaded after first paint.
const PendingTxWatcher = lazy(() =>
  import('@/names/txFlow/PendingTxWatcher').then((module) => ({ default: module.PendingTxWatcher })),
)

export type AppRouter = ReturnType<typeof createBrowserRouter>

export function App({ router }: { router: AppRouter }) {
  const [queryClient] = useState(createQueryClient)
  return (
    <AppErrorBoundary>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
        <Toaster />
        <Suspense fallback={null}>
          <PendingTxWatcher />
        </Suspense>
      </AppProviders>
    </AppErrorBoundary>
  )
}
