import { useState } from 'react'
import { QueryClientProvider } from '@tanstack/react-query'
import { createBrowserRouter, RouterProvider } from 'react-router-dom'
import { createQueryClient } from '@/lib/queryClient'
import { Toaster } from '@/ui/Toaster'
import { WalletProvider } from '@/wallet/react'
import { AppErrorBoundary } from './AppErrorBoundary'
import { routes } from './routes'

export function App() {
  const [queryClient] = useState(createQueryClient)
  const [router] = useState(() => createBrowserRouter(routes))
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <WalletProvider>
          <RouterProvider router={router} />
          <Toaster />
        </WalletProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  )
}
