/**
 * Every wallet the app has an adapter for, in the connect dialog's order, and the hosts each one's
 * SDK reaches (the CSP's; the app never imports them). Each wallet's own module says both.
 */
import type { NetworkId, WalletId } from '../ids'
import { defly, deflyHosts } from './defly'
import { exodus } from './exodus'
import { kibisis } from './kibisis'
import { kmd } from './kmd'
import { lute } from './lute'
import { mnemonic } from './mnemonic'
import { pera, peraHosts } from './pera'
import { walletconnect, walletconnectHosts } from './walletconnect'
import type { WalletFacts, WalletHosts } from './walletFacts'

export const WALLETS: readonly WalletFacts[] = [defly, kibisis, exodus, kmd, lute, pera, walletconnect, mnemonic]

export const WALLET_HOSTS: Partial<Record<WalletId, WalletHosts>> = {
  defly: deflyHosts,
  pera: peraHosts,
  walletconnect: walletconnectHosts,
}

/** The wallets a network offers, in the connect dialog's order. */
export function walletsOn(network: NetworkId): WalletId[] {
  return WALLETS.filter((wallet) => wallet.networks.includes(network)).map((wallet) => wallet.id)
}
