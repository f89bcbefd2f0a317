/** The app's TanStack Query client with the query retry rule (queryRetry.ts). */
import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetryQuery } from './queryRetry'

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetryQuery,
        retryDelay,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
