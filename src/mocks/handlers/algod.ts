/**
 * The mock algod: status and rounds, params, accounts (with auth-addr and assets), assets,
 * NFD apps and boxes (for resolveOnChain), submission judged by ../acceptGroup.ts, and simulate
 * (../simulateGroup.ts).
 * Replies are algosdk's own models encoded by algosdk, so the real client decodes them.
 */
import algosdk from 'algosdk'
import { http, HttpResponse } from 'msw'
import { registryBoxName } from '@/names/core/resolveOnChain'
import { acceptGroup } from '../acceptGroup'
import { applicationOf, registryValueOf } from '../chainState'
import { MOCK_ASSETS } from '../fixtures/assets'
import { REGISTRY_APP_ID } from '../fixtures/names'
import { mockNetworkFees } from '../congestion'
import { mockSuggestedParams } from '../groups'
import { SERVICE_ADDRESS } from '../serviceAccount'
import { simulateGroup } from '../simulateGroup'
import { holdingsOf, world } from '../world'
import { mockAlgodBase } from './mockAlgodBase'
import { algodError } from './respond'

const ALGOD = mockAlgodBase()
const { modelsv2 } = algosdk

const json = (model: algosdk.Encodable) =>
  new HttpResponse(algosdk.encodeJSON(model), { headers: { 'Content-Type': 'application/json' } })

function status() {
  return json(
    new modelsv2.NodeStatusResponse({
      catchupTime: 0,
      lastRound: world.round,
      lastVersion: 'future',
      nextVersion: 'future',
      nextVersionRound: world.round + 1n,
      nextVersionSupported: true,
      stoppedAtUnsupportedRound: false,
      timeSinceLastRound: 0,
    }),
  )
}

const registryBoxes = new Map<string, string>() // b64(sha256("name/"+name)) -> name

async function nameOfRegistryBox(boxB64: string): Promise<string | undefined> {
  for (const name of world.names.keys()) {
    if ([...registryBoxes.values()].includes(name)) continue
    registryBoxes.set(algosdk.bytesToBase64(await registryBoxName(name)), name)
  }
  return registryBoxes.get(boxB64)
}

function recordByApp(appId: number) {
  return [...world.names.values()].find((r) => r.appID === appId)
}

function box(name: Uint8Array, value: Uint8Array) {
  return json(new modelsv2.Box({ name, round: world.round, value }))
}

export const algodHandlers = [
  http.get(`${ALGOD}/v2/status`, () => status()),
  http.get(`${ALGOD}/v2/status/wait-for-block-after/:round`, ({ params }) => {
    // A block every call: the mock chain advances as fast as anyone waits for it.
    const after = BigInt(String(params.round))
    if (world.round <= after) world.round = after + 1n
    return status()
  }),
  http.get(`${ALGOD}/v2/transactions/params`, () => {
    const p = mockSuggestedParams()
    const fees = mockNetworkFees()
    return json(
      new modelsv2.TransactionParametersResponse({
        consensusVersion: 'future',
        // µALGO a byte: above 0 only while the network is congested.
        fee: fees.perByte,
        genesisHash: p.genesisHash as Uint8Array,
        genesisId: p.genesisID as string,
        lastRound: world.round,
        minFee: fees.minFee,
      }),
    )
  }),
  http.post(`${ALGOD}/v2/transactions`, async ({ request }) => {
    const verdict = await acceptGroup(new Uint8Array(await request.arrayBuffer()))
    if (!verdict.ok) return algodError(400, verdict.message)
    return HttpResponse.json({ txId: verdict.txId })
  }),
  http.post(`${ALGOD}/v2/transactions/simulate`, async ({ request }) => {
    const body = simulateGroup(new Uint8Array(await request.arrayBuffer()))
    return new HttpResponse(body, { headers: { 'Content-Type': 'application/msgpack' } })
  }),
  http.get(`${ALGOD}/v2/transactions/pending/:txid`, ({ params }) => {
    const confirmed = world.confirmed.get(String(params.txid))
    if (!confirmed) return algodError(404, 'txn does not exist')
    const model = new modelsv2.PendingTransactionResponse({
      poolError: '',
      txn: algosdk.decodeSignedTransaction(confirmed.signed),
      confirmedRound: confirmed.round,
    })
    return new HttpResponse(algosdk.encodeMsgpack(model), { headers: { 'Content-Type': 'application/msgpack' } })
  }),
  http.get(`${ALGOD}/v2/accounts/:address`, ({ request, params }) => {
    const address = String(params.address)
    if (!algosdk.isValidAddress(address)) return algodError(400, 'failed to parse the address')
    const holdings = [...holdingsOf(address)].map(
      ([assetId, amount]) => new modelsv2.AssetHolding({ assetId, amount, isFrozen: false }),
    )
    const exclude = new URL(request.url).searchParams.get('exclude') === 'all'
    const authAddr = world.authAddrs.get(address)
    const minBalance = 100_000n * BigInt(1 + holdings.length)
    return json(
      new modelsv2.Account({
        address,
        amount: world.balances.get(address) ?? 0n,
        amountWithoutPendingRewards: world.balances.get(address) ?? 0n,
        minBalance,
        pendingRewards: 0,
        rewards: 0,
        round: world.round,
        status: 'Offline',
        totalAppsOptedIn: 0,
        totalAssetsOptedIn: holdings.length,
        totalCreatedApps: 0,
        totalCreatedAssets: 0,
        ...(exclude ? {} : { assets: holdings }),
        ...(authAddr ? { authAddr } : {}),
      }),
    )
  }),
  http.get(`${ALGOD}/v2/assets/:id`, ({ params }) => {
    const id = Number(params.id)
    const nfd = [...world.names.values()].find((r) => r.asaID === id)
    const asset = MOCK_ASSETS.get(id)
    if (!nfd && !asset) return algodError(404, 'asset does not exist')
    const assetParams = asset
      ? { ...asset, creator: SERVICE_ADDRESS }
      : {
          creator: algosdk.getApplicationAddress(nfd?.appID ?? 0).toString(),
          decimals: 0,
          total: 1,
          name: nfd?.name,
          unitName: 'NFD',
          url: `template-ipfs://{ipfscid:1:raw:reserve:sha2-256}`,
        }
    return json(new modelsv2.Asset({ index: id, params: new modelsv2.AssetParams(assetParams) }))
  }),
  http.get(`${ALGOD}/v2/applications/:id/box`, async ({ request, params }) => {
    const appId = Number(params.id)
    // URLSearchParams turns base64's '+' into a space: put it back.
    const raw = (new URL(request.url).searchParams.get('name') ?? '').replace(/ /g, '+')
    if (!raw.startsWith('b64:')) return algodError(400, 'box name must be b64:...')
    const name = algosdk.base64ToBytes(raw.slice(4))
    if (appId === REGISTRY_APP_ID) {
      const nfd = world.names.get((await nameOfRegistryBox(raw.slice(4))) ?? '')
      if (!nfd?.appID || !nfd.asaID) return algodError(404, 'box not found')
      return box(name, registryValueOf(nfd))
    }
    const nfd = recordByApp(appId)
    if (!nfd) return algodError(404, 'application does not exist')
    if (new TextDecoder().decode(name) === 'v.caAlgo.0.as' && nfd.caAlgo?.length) {
      const value = new Uint8Array(32 * nfd.caAlgo.length)
      nfd.caAlgo.forEach((a, i) => value.set(algosdk.decodeAddress(a).publicKey, 32 * i))
      return box(name, value)
    }
    return algodError(404, 'box not found')
  }),
  http.get(`${ALGOD}/v2/applications/:id`, ({ params }) => {
    const appId = Number(params.id)
    const nfd = recordByApp(appId)
    if (!nfd && appId !== REGISTRY_APP_ID) return algodError(404, 'application does not exist')
    return json(applicationOf(appId, nfd))
  }),
]
