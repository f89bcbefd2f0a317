import type { UseQueryResult } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { failedReads } from './failedReads'

const read = (isError: boolean, isFetching: boolean) =>
  ({ isError, isFetching, refetch: vi.fn(async () => undefined) }) as unknown as UseQueryResult<unknown> & {
    refetch: ReturnType<typeof vi.fn>
  }

describe('failedReads', () => {
  it('counts a failed read only while it is not being asked again, and asks only those again', () => {
    const [failed, again, fine] = [read(true, false), read(true, true), read(false, false)]
    const reads = failedReads([failed, again, fine])
    expect(reads.failed).toBe(true)
    reads.retry()
    expect(failed.refetch).toHaveBeenCalledTimes(1)
    expect(again.refetch).not.toHaveBeenCalled()
    expect(fine.refetch).not.toHaveBeenCalled()
    expect(failedReads([again, fine]).failed).toBe(false)
  })
})
