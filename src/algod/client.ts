/**
 * One algod client per network, created on first use. The build's own network honours the
 * VITE_ALGOD_* overrides (e.g. a private node); other networks use their presets.
 */
import type { Algodv2 } from 'algosdk'
import { READ_TIMEOUT_MS } from '@/config/constants'
import { env } from '@/config/env'
import type { NetworkConfig, NetworkId, ServerConfig } from '@/config/networks'
import { loadAlgosdk } from './sdk'
import { timedHttpClient } from './timedHttpClient'

const clients = new Map<NetworkId, Promise<Algodv2>>()

export function algodServerFor(net: NetworkConfig): ServerConfig {
  if (net.id !== env.network) return net.algod
  return {
    server: env.algodServer ?? net.algod.server,
    port: env.algodPort ?? net.algod.port,
    token: env.algodToken ?? net.algod.token,
  }
}

export function getAlgodClient(net: NetworkConfig): Promise<Algodv2> {
  let client = clients.get(net.id)
  if (!client) {
    const http = timedHttpClient(algodServerFor(net), READ_TIMEOUT_MS)
    client = loadAlgosdk().then((sdk) => new sdk.Algodv2(http, ''))
    client.catch(() => clients.delete(net.id))
    clients.set(net.id, client)
  }
  return client
}

/** Switching network keeps the other clients; tests use this to start clean. */
export function resetAlgodClients(): void {
  clients.clear()
}
