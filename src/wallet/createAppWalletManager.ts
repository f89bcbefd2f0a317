import { env } from '@/config/env'
import { buildNetworks } from '@/config/buildNetworks'
import { createWalletManager, type WalletManager } from './store'
import type { WalletPrompts } from './walletPrompts'

/**
 * The app's own manager: the networks of this build, and the wallets without a screen of their
 * own (mnemonic) asking in our dialogs; WalletConnect's pairing link is shown in ours too.
 * Created once at startup, before the first render, so the router can read the active network.
 */
export function createAppWalletManager(prompts: WalletPrompts): WalletManager {
  return createWalletManager({
    defaultNetwork: env.network,
    networks: buildNetworks(env.network),
    requestMnemonic: prompts.requestMnemonic,
    approveSigning: prompts.approveSigning,
    showPairingUri: prompts.showPairingUri,
  })
}
