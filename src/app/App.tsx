import { lazy, Suspense, useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/lib/queryClient'
import { Toaster } from '@/ui/Toaster'
import { WalletProvider } from '@/wallet/react'
import { AppErrorBoundary } from './AppErrorBoundary'
import { routes } from './routes'

// Tells how a transaction submitted before a reload ended, on any page; loaded after first paint.
const PendingTxWatcher = lazy(() =>
  import('@/names/txFlow/PendingTxWatcher').then((module) => ({ default: module.PendingTxWatcher })),
)

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <WalletProvider>
          <RouterProvider router={router} />
          <Toaster />
          <Suspense fallback={null}>
            <PendingTxWatcher />
          </Suspense>
        </WalletProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
