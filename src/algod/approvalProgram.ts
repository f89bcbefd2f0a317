/** An application's approval program as deployed: what a failing pc is read against. */
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'

export async function approvalProgramOf(net: NetworkConfig, appId: bigint): Promise<Uint8Array> {
  const client = await getAlgodClient(net)
  const app = await client.getApplicationByID(appId).do()
  return app.params?.approvalProgram ?? new Uint8Array()
}
