/** Pera Wallet through @perawallet/connect 1.6.0 (loaded only when the user picks Pera). */
import { PeraWalletConnect } from '@perawallet/connect'
import { env } from '@/config/env'
import { deepMerge } from '../deepMerge'
import type { AdapterContext, WalletAdapter } from '../types'
import { algorandChainId } from './chainIds'
import { createWcV1Adapter, type WcV1Client } from './wcV1Adapter'

export interface PeraOptions {
  projectId?: string
  shouldShowSignTxnToast?: boolean
  compactMode?: boolean
}

/** Defaults merged with the caller's; a projectId is required. */
export function resolvePeraOptions(options: PeraOptions): Required<Pick<PeraOptions, 'projectId'>> & PeraOptions {
  const merged = deepMerge({ shouldShowSignTxnToast: false, compactMode: false } as PeraOptions, options)
  if (!merged.projectId) throw new Error('Missing required option: projectId')
  return merged as Required<Pick<PeraOptions, 'projectId'>> & PeraOptions
}

export function createAdapter(
  ctx: AdapterContext,
  options: PeraOptions = { projectId: env.walletConnectProjectId },
): WalletAdapter {
  const { shouldShowSignTxnToast, compactMode } = resolvePeraOptions(options)
  return createWcV1Adapter(ctx, 'pera', async () => {
    const client = new PeraWalletConnect({
      chainId: algorandChainId(ctx.network.id),
      shouldShowSignTxnToast,
      compactMode,
    })
    return client as unknown as WcV1Client
  })
}
