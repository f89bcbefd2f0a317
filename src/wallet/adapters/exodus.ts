/** Exodus through the provider it injects as window.algorand (no SDK to load). */
import { i18n } from '@/lib/i18n/i18n'
import type { AdapterContext, WalletAdapter } from '../types'
import { WalletError } from '../WalletError'
import { fromArc1, toArc1, type Arc1Answer, type Arc1Transaction } from './arc1'

const messages = i18n('wallet/adapters/exodus', {
  notAvailable: 'Exodus not available',
})

interface ExodusProvider {
  isConnected?: boolean
  address?: string | null
  enable(options?: { genesisHash?: string; onlyIfTrusted?: boolean }): Promise<{ accounts: string[] }>
  signTxns(txns: Arc1Transaction[]): Promise<Arc1Answer[]>
  disconnect?(): Promise<void>
}

function provider(): ExodusProvider {
  const injected = (window as unknown as { algorand?: ExodusProvider }).algorand
  if (!injected || typeof injected.enable !== 'function')
    throw new WalletError('unavailable', messages.get().notAvailable)
  return injected
}

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  const enable = async (onlyIfTrusted: boolean) => {
    const { accounts } = await provider().enable({ genesisHash: ctx.network.genesisHash, onlyIfTrusted })
    return accounts.map((address) => ({ address }))
  }
  return {
    connect: () => enable(false),
    // At startup, with no click behind it: never asks the provider (its enable prompts,
    // whatever onlyIfTrusted says). The stored accounts stand until signing needs the wallet.
    resume: async () => {
      provider()
      const stored = ctx.storedAccounts()
      return stored.length > 0 ? stored : null
    },
    async disconnect() {
      await provider().disconnect?.()
    },
    async signTransactions(txns, indexesToSign, signers) {
      // After a reload the provider may not be enabled yet: the sign click enables it.
      if (!provider().isConnected) await enable(false)
      const answer = await provider().signTxns(await toArc1(txns, indexesToSign, signers))
      return fromArc1(answer, txns.length, indexesToSign)
    },
  }
}
