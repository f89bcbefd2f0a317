/**
 * getQuote and suggest require a buyer. A visitor without a wallet still wants prices, and any
 * non-owner pays the same, so we ask as the SDK's read-only default sender (the fee sink)
 * until a wallet is connected.
 */
import type { NetworkId } from '@/config/networks'

const MAINNET_READ_ONLY = 'Y76M3MSY6DKBRHBL7C3NNDXGS5IIMQVQVUAB6MP4XEMMGVF2QWNPL226CA'
const TESTNET_READ_ONLY = 'A7NMWS3NT3IUDMLVO26ULGXGIIOUQ3ND2TXSER6EBGRZNOBOUIQXHIBGDE'

export function quoteBuyer(activeAddress: string | null, network: NetworkId): string {
  return activeAddress ?? (network === 'mainnet' ? MAINNET_READ_ONLY : TESTNET_READ_ONLY)
}
