/**
 * The reads that failed and are not being asked again, and a way to ask them again: whatever
 * waits for them would otherwise wait for ever.
 */
import type { UseQueryResult } from '@tanstack/react-query'

export interface FailedReads {
  failed: boolean
  retry: () => void
}

export function failedReads(reads: UseQueryResult<unknown>[]): FailedReads {
  const failed = reads.filter((read) => read.isError && !read.isFetching)
  return { failed: failed.length > 0, retry: () => failed.forEach((read) => void read.refetch()) }
}
