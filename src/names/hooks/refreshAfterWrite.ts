/**
 * The one thing the transaction flow calls once a write is confirmed: the touched name is read
 * past the API's cache from now on (for a short window), and every query the write touched is
 * refetched. After a mint, the record is asked for again until the API has it, so the page
 * shows the new name instead of the "available" it had before.
 */
import type { QueryClient, QueryKey } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import { markFresh } from '../api/freshReads'
import { getName } from '../api/getName'
import { nfdKeys } from './queryKeys'

/** A fresh mint may take the API a few seconds to index: ask this often, this far apart. */
export const MINT_SETTLE_TRIES = 8
const MINT_SETTLE_DELAY_MS = 1500

export interface RefreshOptions {
  /** The write created the name: poll until the API has its record. */
  minted?: boolean
  /** Between polls; tests pass 0. */
  delayMs?: number
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export async function refreshAfterWrite(
  client: QueryClient,
  net: NetworkConfig,
  name: string,
  touched: readonly QueryKey[],
  opts: RefreshOptions = {},
): Promise<void> {
  markFresh(net.id, name, { poll: opts.minted })
  if (opts.minted) {
    for (let attempt = 1; attempt < MINT_SETTLE_TRIES; attempt++) {
      if ((await getName(net, name, 'tiny')) !== null) break
      await pause(opts.delayMs ?? MINT_SETTLE_DELAY_MS)
    }
  }
  await Promise.all(touched.map((queryKey) => client.invalidateQueries({ queryKey })))
  // The name's own views, even when a definition forgot them.
  await client.invalidateQueries({ queryKey: nfdKeys.nameAll(net.id, name) })
}
