/**
 * Resolving a name from the chain alone, for when the API is down and as a
 * trust check of what it says: registry box SHA-256("name/" + name) -> app id (bytes 8–15),
 * then the app's owner (global i.owner.a) and its first verified address (box v.caAlgo.0.as).
 */
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from '@/algod/client'
import { loadAlgosdk } from '@/algod/sdk'
import { httpStatusOf } from '@/lib/errors'

export interface OnChainName {
  name: string
  appId: bigint
  asaId: bigint
  /** null when the app has no owner key (should not happen for a minted name). */
  owner: string | null
  /** caAlgo[0]: the verified address, or null when none is linked. */
  verifiedAddress: string | null
  /** The app's own i.name; must equal `name` for the answer to be trusted. */
  appName: string | null
}

const encoder = new TextEncoder()
const decoder = new TextDecoder()

export async function registryBoxName(name: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`name/${name}`)))
}

function readUint64(bytes: Uint8Array, offset: number): bigint {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getBigUint64(offset, false)
}

async function readBox(net: NetworkConfig, appId: bigint | number, box: Uint8Array): Promise<Uint8Array | null> {
  const client = await getAlgodClient(net)
  try {
    return (await client.getApplicationBoxByName(appId, box).do()).value
  } catch (error) {
    if (httpStatusOf(error) === 404) return null
    throw error
  }
}

/** Resolves null when the name is not registered. */
export async function resolveOnChain(net: NetworkConfig, name: string): Promise<OnChainName | null> {
  const registryValue = await readBox(net, net.registryAppId, await registryBoxName(name))
  if (!registryValue) return null
  if (registryValue.length < 16)
    throw new Error(`Registry entry of ${name} is ${registryValue.length} bytes, expected 16`)
  const asaId = readUint64(registryValue, 0)
  const appId = readUint64(registryValue, 8)

  const [sdk, client] = await Promise.all([loadAlgosdk(), getAlgodClient(net)])
  const [app, caAlgo] = await Promise.all([
    client.getApplicationByID(appId).do(),
    readBox(net, appId, encoder.encode('v.caAlgo.0.as')),
  ])
  const state = new Map((app.params?.globalState ?? []).map((kv) => [decoder.decode(kv.key), kv.value.bytes]))
  const ownerKey = state.get('i.owner.a')
  const appName = state.get('i.name')

  let verifiedAddress: string | null = null
  for (let at = 0; caAlgo && at + 32 <= caAlgo.length; at += 32) {
    const key = caAlgo.subarray(at, at + 32)
    if (key.some((byte) => byte !== 0)) {
      verifiedAddress = sdk.encodeAddress(key)
      break
    }
  }
  return {
    name,
    appId,
    asaId,
    owner: ownerKey?.length === 32 ? sdk.encodeAddress(ownerKey) : null,
    verifiedAddress,
    appName: appName ? decoder.decode(appName) : null,
  }
}
