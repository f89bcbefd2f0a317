import { CHUNK_SIZE } from '@/config/constants'

/** Splits a list into runs of `size` (default 20: the API's reverse lookup takes at most 20 addresses a call). */
export function chunk<T>(array: readonly T[], size: number = CHUNK_SIZE): T[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Chunk size must be a positive integer, got ${size}`)
  const chunks: T[][] = []
  for (let start = 0; start < array.length; start += size) chunks.push(array.slice(start, start + size))
  return chunks
}
