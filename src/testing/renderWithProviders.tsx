/**
 * Provider-wrapped renders of the component tests: a query client (no retries), and a router at
 * a URL whose location a test can read back.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom'
import { createTestQueryClient } from './queryClient'

interface ProviderOptions {
  client?: QueryClient
  /** Inside a router at this URL; none without it. */
  url?: string
}

/** The providers around `children`: for `render` and for `renderHook`'s wrapper. */
export function providers({ client = createTestQueryClient(), url }: ProviderOptions = {}) {
  function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={client}>
        {url === undefined ? children : <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>}
      </QueryClientProvider>
    )
  }
  return { client, wrapper: Providers }
}

export function renderWithProviders(ui: ReactElement, options: ProviderOptions = {}) {
  const { client, wrapper } = providers(options)
  return { client, ...render(ui, { wrapper }) }
}

function Location() {
  const location = useLocation()
  return <output data-testid="location">{location.pathname + location.search}</output>
}

/** Renders `routes` at `url`; the app's current location is in the `location` test id. */
export function renderAt(url: string, routes: Record<string, ReactElement>, { client }: { client?: QueryClient } = {}) {
  return renderWithProviders(
    <>
      <Routes>
        {Object.entries(routes).map(([path, element]) => (
          <Route key={path} path={path} element={element} />
        ))}
        <Route path="*" element={null} />
      </Routes>
      <Location />
    </>,
    { url, ...(client ? { client } : {}) },
  )
}
