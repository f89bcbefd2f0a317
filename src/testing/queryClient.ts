import { QueryClient } from '@tanstack/react-query'

/** The query client of every test: a failed query fails at once, so a test sees the error. */
export function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false } } })
}
