/** Pera Wallet through @perawallet/connect 1.6.0 (loaded only when the user picks Pera). */
import type { AdapterContext, WalletAdapter } from '../types'
import { algorandChainId } from './chainIds'
import { createWcV1Adapter, type WcV1Client } from './wcV1Adapter'

// The SDK in a chunk of its own, loaded with the adapter: its modal's chunk imports the SDK's, so
// the adapter's chunk is imported by nothing else, and a download of it that failed can be asked
// for again under a new URL (the browser keeps a failed module's URL as failed).
const { PeraWalletConnect } = await import('@perawallet/connect')

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
