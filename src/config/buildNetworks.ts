/** The networks a build offers in its switcher, from the build's own network. Pure. */
import { PUBLIC_NETWORKS, type NetworkId } from './networks.ts'

export function buildNetworks(buildNetwork: NetworkId): readonly NetworkId[] {
  // Mock and LocalNet builds talk to their own (fake or local) nodes only; the mock has two worlds.
  if (buildNetwork === 'mock' || buildNetwork === 'mock-mainnet') return ['mock', 'mock-mainnet']
  if (buildNetwork === 'localnet') return [buildNetwork]
  return PUBLIC_NETWORKS
}
