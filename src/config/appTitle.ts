/** The display title: the network's word off mainnet, plain on mainnet. Also used by index.html at build time. */
import { APP_NAME } from './constants.ts'
import { NETWORKS, type NetworkId } from './networks.ts'

export function appTitle(network: NetworkId): string {
  const label = NETWORKS[network].label
  return label ? `${APP_NAME} ${label}` : APP_NAME
}
