/** Change history of names (block-level deltas). At most 20 names a call: chunked like lookups. */
import type { NetworkConfig } from '@/config/networks'
import { chunk } from '@/lib/chunk'
import { apiGet } from './http'
import { parseActivityReply } from './schemas/replies'
import type { NFDActivity } from './types'

export interface ActivityOptions {
  afterTime?: string
  /** per name, 1–50, default 10 */
  limit?: number
  sort?: 'timeDesc' | 'timeAsc'
  signal?: AbortSignal
}

export async function getActivity(
  net: NetworkConfig,
  names: readonly string[],
  opts: ActivityOptions = {},
): Promise<NFDActivity[]> {
  const { signal, ...query } = opts
  const pages = await Promise.all(
    chunk([...new Set(names)], 20).map((batch) =>
      apiGet(net, '/nfd/activity', { name: batch, type: 'changes', ...query }, signal).then(parseActivityReply),
    ),
  )
  const all = pages.flat()
  if (pages.length > 1) {
    // Each call is sorted on its own; merge them in the order asked for.
    const sign = opts.sort === 'timeAsc' ? 1 : -1
    all.sort((a, b) => sign * (Date.parse(a.timeChanged) - Date.parse(b.timeChanged)))
  }
  return all
}
