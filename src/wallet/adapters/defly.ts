/** Defly Wallet through @blockshake/defly-connect (loaded only when the user picks Defly). */
import type { AdapterContext, WalletAdapter } from '../types'
import { algorandChainId } from './chainIds'
import { createWcV1Adapter, type WcV1Client } from './wcV1Adapter'

// The SDK in a chunk of its own, loaded with the adapter: its modal's chunk imports the SDK's, so
// the adapter's chunk is imported by nothing else, and a download of it that failed can be asked
// for again under a new URL (the browser keeps a failed module's URL as failed).
const { DeflyWalletConnect } = await import('@blockshake/defly-connect')

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
