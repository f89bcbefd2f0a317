/**
 * Every wallet we have an adapter for: its facts (config/wallets/, available before any SDK
 * loads) and a loader that dynamically imports the adapter, which alone imports the wallet's SDK.
 */
import type { WalletId } from '@/config/networks'
import { WALLETS } from '@/config/wallets/all'
import type { WalletFacts } from '@/config/wallets/walletFacts'
import { logger } from '@/lib/logger'
import { retryableImport } from '@/lib/retryableImport'
import type { AdapterModule } from './types'

export interface WalletEntry extends Pick<WalletFacts, 'id' | 'name' | 'icon'> {
  load: () => Promise<AdapterModule>
}

/**
 * Each wallet's adapter is `adapters/<id>.ts`, found here by its id, and imported only when the
 * wallet is used (one chunk each, with its SDK). Only names in lower-case letters and dashes are
 * wallets: the helpers beside them have a capital or a digit in theirs.
 */
const ADAPTERS = import.meta.glob<AdapterModule>([
  './adapters/*.ts',
  '!./adapters/*[A-Z0-9]*.ts',
  '!./adapters/*.test.ts',
  '!./adapters/mnemonic.ts',
  '!./adapters/kmd.ts',
])

// Two wallets exist only in the builds that offer them (and in tests): the mnemonic wallet in the
// mock build, KMD in the localnet build. The conditions are replaced at build time, so other
// bundles do not even contain the import.
if (import.meta.env.VITE_NETWORK === 'mock' || import.meta.env.MODE === 'test') {
  ADAPTERS['./adapters/mnemonic.ts'] = () => import('./adapters/mnemonic')
}
if (import.meta.env.VITE_NETWORK === 'localnet' || import.meta.env.MODE === 'test') {
  ADAPTERS['./adapters/kmd.ts'] = () => import('./adapters/kmd')
}

const ENTRIES: WalletEntry[] = WALLETS.flatMap(({ id, name, icon }) => {
  const load = ADAPTERS[`./adapters/${id}.ts`]
  // A chunk that failed to download is asked for again on the next try (a click, Retry).
  return load ? [{ id, name, icon, load: retryableImport(load) }] : []
})

/**
 * Wallets whose session is bound to one chain (a WalletConnect session names its chain): after a
 * network switch it cannot sign, so the switch ends it and the user connects again.
 */
export const CHAIN_BOUND_WALLETS: ReadonlySet<WalletId> = new Set(WALLETS.filter((w) => w.chainBound).map((w) => w.id))

export const WALLET_REGISTRY: ReadonlyMap<WalletId, WalletEntry> = new Map(ENTRIES.map((e) => [e.id, e]))

/** The configured ids that have an adapter, in order; the others are logged and skipped. */
export function resolveWallets(
  ids: readonly WalletId[],
  registry: ReadonlyMap<WalletId, WalletEntry> = WALLET_REGISTRY,
): WalletEntry[] {
  return ids.flatMap((id) => {
    const entry = registry.get(id)
    if (!entry) {
      logger.warn(`Wallet not found: ${id}`)
      return []
    }
    return [entry]
  })
}
