/**
 * Test kit of the wallet manager's unit tests: fake adapters that record what reaches them and a
 * fake registry. Not imported by app code.
 */
import { vi } from 'vitest'
import { NETWORKS, type NetworkConfig, type WalletId } from '@/config/networks'
import { isValidAddress } from '@/lib/address'
import type { WalletEntry } from '@/wallet/registry'
import type { AdapterContext, ReportedAccount, WalletAdapter } from '@/wallet/types'

export interface FakeWallet {
  adapter: WalletAdapter & { [K in keyof WalletAdapter]: ReturnType<typeof vi.fn> }
  /** Contexts the manager created adapters with (one per network). */
  contexts: AdapterContext[]
  /** Every signTransactions call: the indexes asked and the group's encodings. */
  signCalls: { txns: Uint8Array[]; indexes: number[]; signers: (string | null)[] }[]
}

export function fakeWallet(accounts: ReportedAccount[]): FakeWallet {
  const signCalls: FakeWallet['signCalls'] = []
  const adapter = {
    connect: vi.fn(async () => accounts),
    resume: vi.fn(async () => accounts),
    disconnect: vi.fn(async () => undefined),
    signTransactions: vi.fn(async (txns: Uint8Array[], indexes: number[], signers: (string | null)[]) => {
      signCalls.push({ txns, indexes, signers })
      // A recognisable fake signature at each asked index, aligned with the group.
      return txns.map((_, i) => (indexes.includes(i) ? Uint8Array.of(0xff, i) : null))
    }),
  }
  return { adapter, contexts: [], signCalls }
}

export function fakeRegistry(wallets: Partial<Record<WalletId, FakeWallet>>): ReadonlyMap<WalletId, WalletEntry> {
  const entries = Object.entries(wallets) as [WalletId, FakeWallet][]
  return new Map(
    entries.map(([id, fake]) => [
      id,
      {
        id,
        name: id[0]!.toUpperCase() + id.slice(1),
        icon: `icon:${id}`,
        load: async () => ({
          createAdapter: (ctx: AdapterContext) => {
            fake.contexts.push(ctx)
            return fake.adapter
          },
        }),
      },
    ]),
  )
}

/** The context the manager hands an adapter, for an adapter's own tests. */
export function adapterContext(
  network: NetworkConfig = NETWORKS.testnet,
  extra: Partial<AdapterContext> = {},
): AdapterContext {
  return { network, walletName: 'W', storedAccounts: () => [], onSessionEnded: vi.fn(), ...extra }
}

/** `loadAddressCheck` for a manager: the check loads only once `release` is called. */
export function heldAddressCheck() {
  let release = () => undefined as void
  const released = new Promise<void>((resolve) => (release = resolve))
  return { release, load: () => released.then(() => isValidAddress) }
}
