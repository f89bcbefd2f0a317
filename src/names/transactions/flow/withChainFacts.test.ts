import { QueryClient, onlineManager } from '@tanstack/react-query'
import algosdk from 'algosdk'
import { http, HttpResponse } from 'msw'
import { describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { registryIntcblock } from '@/mocks/approvalPrograms'
import { ORACLE_APP_ID } from '@/mocks/fixtures/names'
import { mockAlgodBase } from '@/mocks/handlers/mockAlgodBase'
import { server } from '@/mocks/node'
import { OTHER_ACCOUNT, TEST_ACCOUNT, withMockNetwork } from '@/testing/mockNetwork'
import { mapStorage } from '@/testing/mapStorage'
import { OFFLINE_QUERIES_KEY } from '../../offline/offlineQueries'
import { startOfflineCache } from '../../offline/startOfflineCache'
import { nfdKeys } from '../../hooks/queryKeys'
import type { NfdRecord } from '../../api/types'
import { needsConnection } from '../../core/offlineGate'
import { getName } from '../../api/getName'
import { actionById } from '../registry'
import type { ActionContext } from '../types'
import { prepareDepsOf } from './actionRun'
import type { FlowEvent } from './machine'
import type { PreparedGroup } from './prepareGroup'
import { prepare } from './runPipeline'
import { withChainFacts } from './withChainFacts'

const net = NETWORKS.mock
const ME = TEST_ACCOUNT.address
/** Deploy-time values beside the oracle, as the mock registry has them. */
const MOCK_TEMPLATE = { algoUsdOracleAppId: 0n, developmentAllowShortMints: 0n, nfdCommission1Rate: 0n, adminAsaId: 0n }
withMockNetwork()

async function buyContext(change: Record<string, unknown> = {}): Promise<ActionContext> {
  const record = await getName(net, 'forsale.algo', 'full')
  return { name: 'forsale.algo', record: { ...record!, ...change }, sender: TEST_ACCOUNT.address, network: net }
}

/** Runs the prepare half of a buy and says what was asked of the API and what the dialog got. */
async function prepareBuy(ctx: ActionContext, definition = actionById('buy')) {
  const asked: string[] = []
  const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
  server.events.on('request:start', listen)
  const events: FlowEvent<never, PreparedGroup>[] = []
  try {
    await prepare<PreparedGroup>({
      ...prepareDepsOf(definition, { price: 50_000_000n }, ctx),
      dispatch: (e) => events.push(e),
    })
  } finally {
    server.events.removeListener('request:start', listen)
  }
  return { asked, events }
}

describe('withChainFacts', () => {
  it('puts the chain facts of an honest record in the context', async () => {
    const ctx = await withChainFacts(await buyContext())
    expect(ctx.chain).toMatchObject({ appId: BigInt(ctx.record!.appID!), sellAmount: 50_000_000n })
  })

  it("a mint has no name on chain yet: it reads the registry's price oracle from the registry's program", async () => {
    const ctx: ActionContext = { name: 'new.algo', record: null, sender: TEST_ACCOUNT.address, network: net }
    const read = await withChainFacts(ctx)
    expect(read).toEqual({ ...ctx, root: undefined, registry: { oracleAppId: BigInt(ORACLE_APP_ID) } })
    // Another deployment of the registry names another oracle: the chain's program decides, not a constant.
    const program = Uint8Array.from([10, ...registryIntcblock({ ...MOCK_TEMPLATE, algoUsdOracleAppId: 77n })])
    server.use(
      http.get(`${mockAlgodBase()}/v2/applications/${net.registryAppId}`, () =>
        HttpResponse.text(
          algosdk.encodeJSON(
            new algosdk.modelsv2.Application({
              id: net.registryAppId,
              params: new algosdk.modelsv2.ApplicationParams({
                creator: ME,
                approvalProgram: program,
                clearStateProgram: Uint8Array.of(10, 129, 1, 67),
              }),
            }),
          ),
          { headers: { 'Content-Type': 'application/json' } },
        ),
      ),
    )
    expect((await withChainFacts(ctx)).registry).toEqual({ oracleAppId: 77n })
  })

  it('a record the chain contradicts fails the buy in words, before the purchase is requested', async () => {
    const { asked, events } = await prepareBuy(await buyContext({ appID: 1337001 }))
    expect(events).toEqual([
      {
        type: 'fail',
        reason:
          "The name service says forsale.algo's contract is app 1337001, but the chain says 910021. Nothing was signed.",
      },
    ])
    expect(asked.filter((path) => path.startsWith('/nfd/purchase'))).toEqual([])
  })

  it('an honest buy is built and checked with the price from the contract', async () => {
    const { asked, events } = await prepareBuy(await buyContext())
    expect(asked).toContain('/nfd/purchase/forsale.algo')
    expect(events.map((e) => e.type)).toEqual(['simulating', 'prepared'])
  })

  it('an owner change on a contract the chain says is old stops before anything is requested; the upgrade goes on', async () => {
    const record = await getName(net, 'legacy.algo', 'full')
    // The record may say otherwise: the chain decides.
    const said = {
      ...record!,
      properties: { ...record!.properties, internal: { ...record!.properties?.internal, ver: '3.0' } },
    }
    const ctx: ActionContext = { name: 'legacy.algo', record: said, sender: TEST_ACCOUNT.address, network: net }
    await expect(withChainFacts(ctx, 'canSendFromVault')).rejects.toThrow(
      "legacy.algo's contract is version 2.5, older than this change needs: upgrade the contract first. Nothing was signed.",
    )
    const upgrade = { ...ctx, record: record! }
    expect((await withChainFacts(upgrade, 'canUpgrade')).chain?.version).toBe('2.5')
  })

  it('refuses to start offline: nothing is asked of the API or algod', async () => {
    onlineManager.setOnline(false)
    try {
      const { asked, events } = await prepareBuy(await buyContext())
      expect(events).toEqual([{ type: 'fail', reason: needsConnection() }])
      expect(asked).toEqual([])
    } finally {
      onlineManager.setOnline(true)
    }
  })
})

describe('a record kept for reading offline never reaches a signed group', () => {
  it('the group is built and checked from the records read again from the network', async () => {
    // A first visit kept the watched name's record; since then the service's record changed in a
    // field the chain does not hold (the stored copy says another address is verified).
    const key = nfdKeys.name('mock', 'forsale.algo', 'full')
    const storage = mapStorage()
    const isWatched = () => true
    const visit = new QueryClient()
    const stop = startOfflineCache(visit, storage, isWatched)
    const network = await getName(net, 'forsale.algo', 'full')
    visit.setQueryData(key, { ...network!, caAlgo: [OTHER_ACCOUNT.address] })
    await vi.waitFor(() => expect(storage.getItem(OFFLINE_QUERIES_KEY)).toContain(OTHER_ACCOUNT.address), {
      timeout: 5000,
    })
    stop()

    // A later visit that started offline: the kept record is restored; the connection is back.
    const later = new QueryClient()
    onlineManager.setOnline(false)
    startOfflineCache(later, storage, isWatched)()
    onlineManager.setOnline(true)
    const persisted = later.getQueryData<NfdRecord>(key)!
    expect(persisted.caAlgo).toEqual([OTHER_ACCOUNT.address])

    const buy = actionById('buy')
    const seen: (NfdRecord | null)[] = []
    const watched = {
      ...buy,
      intent: (data: { price: bigint }, ctx: ActionContext) => {
        seen.push(ctx.record)
        return buy.intent(data, ctx)
      },
      build: (data: { price: bigint }, ctx: ActionContext) => {
        seen.push(ctx.record)
        return buy.build(data, ctx)
      },
    }
    const ctx: ActionContext = { name: 'forsale.algo', record: persisted, sender: TEST_ACCOUNT.address, network: net }
    const { asked, events } = await prepareBuy(ctx, watched)
    expect(events.map((e) => e.type)).toEqual(['simulating', 'prepared'])
    expect(asked).toContain('/nfd/forsale.algo')
    expect(seen).toHaveLength(2)
    for (const record of seen) {
      expect(record).not.toBe(persisted)
      expect(record?.caAlgo).toEqual(network!.caAlgo)
    }
  })
})
