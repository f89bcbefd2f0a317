/**
 * Every wallet we have an adapter for: display data (available before any SDK loads) and a
 * loader that dynamically imports the adapter, which alone imports the wallet's SDK.
 */
import type { WalletId } from '@/config/networks'
import { logger } from '@/lib/logger'
import type { AdapterModule } from './types'

export interface WalletEntry {
  id: WalletId
  name: string
  icon: string
  load: () => Promise<AdapterModule>
}

/** A small round badge with the wallet's initials, as a data URI (no network request). */
function badge(initials: string, color: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><circle cx="20" cy="20" r="20" fill="${color}"/>` +
    `<text x="20" y="25" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}

const ENTRIES: WalletEntry[] = [
  { id: 'pera', name: 'Pera', icon: badge('P', '#1c1c1c'), load: () => import('./adapters/pera') },
  { id: 'defly', name: 'Defly', icon: badge('D', '#0a0a0a'), load: () => import('./adapters/defly') },
  {
    id: 'walletconnect',
    name: 'WalletConnect',
    icon: badge('WC', '#3b99fc'),
    load: () => import('./adapters/walletconnect'),
  },
  { id: 'lute', name: 'Lute', icon: badge('L', '#6b46fe'), load: () => import('./adapters/lute') },
  { id: 'kibisis', name: 'Kibisis', icon: badge('K', '#801c96'), load: () => import('./adapters/kibisis') },
  { id: 'exodus', name: 'Exodus', icon: badge('E', '#1f2033'), load: () => import('./adapters/exodus') },
  { id: 'kmd', name: 'KMD', icon: badge('KMD', '#2d2d2d'), load: () => import('./adapters/kmd') },
]

// The mnemonic wallet exists only in the mock build and tests: the condition is replaced at
// build time, so production bundles do not even contain the import.
if (import.meta.env.VITE_NETWORK === 'mock' || import.meta.env.MODE === 'test') {
  ENTRIES.push({
    id: 'mnemonic',
    name: 'Mnemonic',
    icon: badge('M', '#b45309'),
    load: () => import('./adapters/mnemonic'),
  })
}

/**
 * Wallets whose session is bound to one chain (a WalletConnect session names its chain): after a
 * network switch it cannot sign, so the switch ends it and the user connects again.
 */
export const CHAIN_BOUND_WALLETS: ReadonlySet<WalletId> = new Set(['pera', 'defly', 'walletconnect'])

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
