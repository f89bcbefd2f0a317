import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT, setFault, withMockNetwork } from '@/testing/mockNetwork'
import { getName } from '../../api/getName'
import { prepareDepsOf } from '../flow/actionRun'
import type { FlowEvent } from '../flow/machine'
import type { PreparedGroup } from '../flow/prepareGroup'
import { prepare } from '../flow/runPipeline'
import { actionById } from '../registry'
import type { ActionContext } from '../types'

const net = NETWORKS.mock
withMockNetwork()

/** The prepare half of buying forsale.algo (50 ALGO, sold by OTHER_ACCOUNT), with the events the dialog gets. */
async function prepareBuy() {
  const record = await getName(net, 'forsale.algo', 'full')
  const ctx: ActionContext = { name: 'forsale.algo', record, sender: TEST_ACCOUNT.address, network: net }
  const events: FlowEvent<never, PreparedGroup>[] = []
  await prepare<PreparedGroup>({
    ...prepareDepsOf(actionById('buy'), { price: 50_000_000n }, ctx),
    dispatch: (e) => events.push(e),
  })
  return { record: record!, events }
}

describe('checkOnChain (the mock chain simulates)', () => {
  it("an honest buy: the chain pays the seller (less the platform's commission) and delivers the name; the review gets both", async () => {
    const { record, events } = await prepareBuy()
    expect(events.map((e) => e.type)).toEqual(['simulating', 'prepared'])
    const prepared = events[1] as Extract<FlowEvent<never, PreparedGroup>, { type: 'prepared' }>
    const chain = prepared.group.chain
    expect(chain?.checked).toBe(true)
    if (!chain?.checked) return
    const asa = BigInt(record.asaID!)
    expect(chain.effects.in).toEqual([expect.objectContaining({ to: TEST_ACCOUNT.address, assetId: asa, amount: 1n })])
    // The contract keeps 5% (the record's commission1 of 50 thousandths) for the platform's agent.
    expect(chain.effects.others).toEqual([
      expect.objectContaining({ to: OTHER_ACCOUNT.address, assetId: 0n, amount: 47_500_000n }),
      expect.objectContaining({ to: record.properties?.internal?.commission1Agent, assetId: 0n, amount: 2_500_000n }),
    ])
    expect(chain.effects.algoOut).toBe(prepared.group.total)
    // The honest group pays exactly what the chain needs (a minimum fee for each transaction, the contract's
    // included); our own budget, above it, stands.
    expect(chain.fees).toEqual({ need: prepared.group.fees, most: prepared.group.feeCeiling, raised: false })
    expect(prepared.group.fees).toBeLessThan(prepared.group.feeCeiling)
  })

  it('a simulated purchase whose name goes to another account is refused before the wallet', async () => {
    setFault({ kind: 'simulateDivert' })
    const { events } = await prepareBuy()
    expect(events.at(-1)).toEqual({
      type: 'fail',
      reason: expect.stringMatching(
        /^Refused: the network says forsale\.algo \(asset \d+\) would go to \S+, not to your account\. Nothing was signed\.$/,
      ),
    })
  })

  /** The prepare half of listing alice.algo (which holds profile data) for 120 ALGO. */
  async function prepareListing() {
    const record = await getName(net, 'alice.algo', 'full')
    expect(Object.keys(record?.properties?.userDefined ?? {}).length).toBeGreaterThan(0)
    const ctx: ActionContext = { name: 'alice.algo', record, sender: TEST_ACCOUNT.address, network: net }
    const events: FlowEvent<never, PreparedGroup>[] = []
    await prepare<PreparedGroup>({
      ...prepareDepsOf(actionById('list'), { price: 120_000_000n, reservedFor: undefined }, ctx),
      dispatch: (e) => events.push(e),
    })
    return events
  }

  it('an honest listing of a name with profile data clears it first: the contract runs it', async () => {
    const events = await prepareListing()
    expect(events.map((e) => e.type)).toEqual(['simulating', 'prepared'])
  })

  it("a listing that leaves profile data stops with the contract's reason and the next step", async () => {
    // The service forgets the clearing: our checks allow a sale without it (it is only needed with data).
    setFault({ kind: 'skipClearing' })
    const events = await prepareListing()
    expect(events.map((e) => e.type)).toEqual(['simulating', 'fail'])
    expect(events[1]).toMatchObject({ reason: expect.stringMatching(/Clear the profile's data first/) })
  })

  it('a node without simulate: the group goes on, checked by us alone, and the review says so', async () => {
    setFault({ kind: 'refuse', target: 'algod', path: '/v2/transactions/simulate', status: 404 })
    const { events } = await prepareBuy()
    const last = events.at(-1)
    expect(last?.type).toBe('prepared')
    if (last?.type !== 'prepared') return
    expect(last.group.chain).toEqual({
      checked: false,
      reason: 'this network’s node does not offer simulation',
      // Our own budget alone.
      fees: { need: null, most: last.group.feeCeiling, raised: false },
    })
  })
})
