/**
 * What the chain says about the NFD registry itself: the price oracle app it reads while minting,
 * from its approval program on algod (contracts/nfdRegistryProgram.ts), never from the API.
 */
import type { NetworkConfig } from '@/config/networks'
import { approvalProgramOf } from '@/algod/approvalProgram'
import { oracleAppIdOf } from '../contracts/nfdRegistryProgram'

export interface RegistryFacts {
  /** The ALGO/USD oracle app a mint may reference; null when the program is not one this app knows. */
  oracleAppId: bigint | null
}

export async function readRegistryFacts(net: NetworkConfig): Promise<RegistryFacts> {
  return { oracleAppId: oracleAppIdOf(await approvalProgramOf(net, BigInt(net.registryAppId))) }
}
