/** The display title: the network's word off mainnet, plain on mainnet. Also used by index.html at build time. */
import { APP_NAME } from './constants'
import { NETWORKS, type NetworkId } from './networks'

export function appTitle(network: NetworkId): string {
  const label = NETWORKS[network].label
  return label ? `${APP_NAME} ${label}` : APP_NAME
}
