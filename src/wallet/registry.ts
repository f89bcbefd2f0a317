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

/** `Id` is another string only in tests of a wallet the config does not list. */
export interface WalletEntry<Id extends string = WalletId> extends Pick<WalletFacts<Id>, 'id' | 'name' | 'icon'> {
  load: () => Promise<AdapterModule>
}

/** A wallet's adapter, imported only when the wallet is used (one chunk each, with its SDK). */
type AdapterLoader = () => Promise<AdapterModule>

/**
 * Every wallet's adapter, written out under its id: a wallet of config/wallets/all.ts without an
 * adapter here, or an adapter here for no wallet there, does not compile. Two are null outside the
 * builds that offer them: the mnemonic wallet exists only in the mock build (and tests), KMD only
 * in the localnet build. The conditions are replaced at build time, so other bundles do not even
 * contain the import.
 */
export const WALLET_ADAPTERS = {
  defly: () => import('./adapters/defly'),
  exodus: () => import('./adapters/exodus'),
  kibisis: () => import('./adapters/kibisis'),
  kmd:
    import.meta.env.VITE_NETWORK === 'localnet' || import.meta.env.MODE === 'test'
      ? () => import('./adapters/kmd')
      : null,
  lute: () => import('./adapters/lute'),
  mnemonic:
    import.meta.env.VITE_NETWORK === 'mock' || import.meta.env.MODE === 'test'
      ? () => import('./adapters/mnemonic')
      : null,
  pera: () => import('./adapters/pera'),
  walletconnect: () => import('./adapters/walletconnect'),
} satisfies Record<WalletId, AdapterLoader | null>

/** The entries of the wallets that have an adapter in this build, in the facts' order. */
export function walletEntries<Id extends string>(
  facts: readonly Pick<WalletFacts<Id>, 'id' | 'name' | 'icon'>[],
  adapters: Record<Id, AdapterLoader | null>,
): WalletEntry<Id>[] {
  return facts.flatMap(({ id, name, icon }) => {
    const load = adapters[id]
    // A chunk that failed to download is asked for again on the next try (a click, Retry).
    return load ? [{ id, name, icon, load: retryableImport(load) }] : []
  })
}

/**
 * Wallets whose session is bound to one chain (a WalletConnect session names its chain): after a
 * network switch it cannot sign, so the switch ends it and the user connects again.
 */
export const CHAIN_BOUND_WALLETS: ReadonlySet<WalletId> = new Set(WALLETS.filter((w) => w.chainBound).map((w) => w.id))

export const WALLET_REGISTRY: ReadonlyMap<WalletId, WalletEntry> = new Map(
  walletEntries(WALLETS, WALLET_ADAPTERS).map((e) => [e.id, e]),
)

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
