/**
 * Resolving a name from the chain alone, for when the API is down and as the trust check of
 * what it says: registry box SHA-256("name/" + name) -> asset and app id, then the app's global
 * state (chainFacts.ts) and, for the fallback, its first verified address (box v.caAlgo.0.as).
 */
import type { Algodv2 } from 'algosdk'
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from '@/algod/client'
import { encodeAddress } from '@/lib/address'
import { httpStatusOf } from '@/lib/errors'
import { chainFactsOf, registryEntryOf, type ChainFacts } from './chainFacts'

export interface OnChainName extends ChainFacts {
  /** caAlgo[0]: the verified address, or null when none is linked. */
  verifiedAddress: string | null
}

const encoder = new TextEncoder()

export async function registryBoxName(name: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(`name/${name}`)))
}

async function readBox(
  net: NetworkConfig,
  appId: bigint | number,
  box: Uint8Array,
): Promise<{ value: Uint8Array; round: bigint } | null> {
  const client = await getAlgodClient(net)
  try {
    const { value, round } = await client.getApplicationBoxByName(appId, box).do()
    return { value, round: BigInt(round) }
  } catch (error) {
    if (httpStatusOf(error) === 404) return null
    throw error
  }
}

/** Facts last read per name, with the round of the registry's answer; one cache per algod client. */
const caches = new WeakMap<Algodv2, Map<string, { round: bigint; facts: Promise<ChainFacts> }>>()
const CACHE_SIZE = 64

function cacheOf(client: Algodv2) {
  let cache = caches.get(client)
  if (!cache) {
    cache = new Map()
    caches.set(client, cache)
  }
  return cache
}

/**
 * The name's facts on chain, or null when the registry does not know it. Two algod reads (the
 * registry box, then the app); within one round the box alone, the app's state coming from the cache.
 */
export async function resolveChainFacts(net: NetworkConfig, name: string): Promise<ChainFacts | null> {
  const entry = await readBox(net, net.registryAppId, await registryBoxName(name))
  if (!entry) return null
  const ids = registryEntryOf(name, entry.value)
  const client = await getAlgodClient(net)
  const cache = cacheOf(client)
  const cached = cache.get(name)
  if (cached && cached.round === entry.round) {
    const facts = await cached.facts
    if (facts.appId === ids.appId && facts.asaId === ids.asaId) return facts
  }
  const facts = client
    .getApplicationByID(ids.appId)
    .do()
    .then((app) => chainFactsOf(name, ids, app.params?.globalState ?? []))
  cache.delete(name)
  cache.set(name, { round: entry.round, facts })
  facts.catch(() => cache.delete(name))
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value ?? '')
  return facts
}

/** Resolves null when the name is not registered. */
export async function resolveOnChain(net: NetworkConfig, name: string): Promise<OnChainName | null> {
  const facts = await resolveChainFacts(net, name)
  if (!facts) return null
  const caAlgo = (await readBox(net, facts.appId, encoder.encode('v.caAlgo.0.as')))?.value
  let verifiedAddress: string | null = null
  for (let at = 0; caAlgo && at + 32 <= caAlgo.length; at += 32) {
    const key = caAlgo.subarray(at, at + 32)
    if (key.some((byte) => byte !== 0)) {
      verifiedAddress = encodeAddress(key)
      break
    }
  }
  return { ...facts, verifiedAddress }
}
