/** Pera Wallet through @perawallet/connect 1.6.0 (loaded only when the user picks Pera). */
import { PeraWalletConnect } from '@perawallet/connect'
import type { AdapterContext, WalletAdapter } from '../types'
import { algorandChainId } from './chainIds'
import { createWcV1Adapter, type WcV1Client } from './wcV1Adapter'

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  return createWcV1Adapter(ctx, 'pera', async () => {
    // Its own toast after signing and its compact modal stay off: the app says what happened.
    const client = new PeraWalletConnect({
      chainId: algorandChainId(ctx.network.id),
      shouldShowSignTxnToast: false,
      compactMode: false,
    })
    return client as unknown as WcV1Client
  })
}
