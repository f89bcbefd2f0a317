/** Defly Wallet through @blockshake/defly-connect (loaded only when the user picks Defly). */
import { DeflyWalletConnect } from '@blockshake/defly-connect'
import type { AdapterContext, WalletAdapter } from '../types'
import { algorandChainId } from './chainIds'
import { createWcV1Adapter, type WcV1Client } from './wcV1Adapter'

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  return createWcV1Adapter(
    ctx,
    'defly',
    async () => {
      const client = new DeflyWalletConnect({ chainId: algorandChainId(ctx.network.id), shouldShowSignTxnToast: false })
      return client as unknown as WcV1Client
    },
    { askPerSigner: true },
  )
}
