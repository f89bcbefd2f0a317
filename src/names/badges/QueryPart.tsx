import type { ReactNode } from 'react'
import type { UseQueryResult } from '@tanstack/react-query'
import { ErrorState } from '../ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'

/**
 * One part of a section from one query: a skeleton while it loads, its own failure with Retry
 * (the rest of the page stays), then what `children` draws from the data.
 */
export function QueryPart<T>({
  query,
  loading,
  failed,
  children,
}: {
  query: UseQueryResult<T>
  /** What the skeleton says to a screen reader. */
  loading: string
  /** The failure's heading. */
  failed: string
  children: (data: T) => ReactNode
}) {
  if (query.isSuccess) return children(query.data)
  if (query.isError)
    return <ErrorState compact title={failed} error={query.error} onRetry={() => void query.refetch()} />
  return (
    <LoadingRegion label={loading} className="space-y-2">
      <Skeleton className="h-5 w-2/3" />
      <Skeleton className="h-5 w-1/2" />
    </LoadingRegion>
  )
}
