/**
 * A recipient typed as a .algo name, confirmed on the mock network's chain before the group is
 * requested: the chain's address goes on; a service that answers another stops the flow in
 * words, reported, with nothing requested.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { truncateAddress } from '@/lib/address'
import { setErrorReporter } from '@/lib/errorReporter'
import { logger } from '@/lib/logger'
import { ATTACKER } from '@/mocks/groups'
import { actionContextFor } from '@/testing/actionContext'
import { TEST_ACCOUNT, THIRD_ACCOUNT, server, setFault, withMockNetwork, world } from '@/testing/mockNetwork'
import { actionById, type ActionId } from '../registry'
import type { ActionValues } from '../types'
import { payValues } from '../definitions/payName/payName'
import { prepareDepsOf } from './actionRun'
import { confirmRecipient } from './confirmRecipient'
import type { FlowEvent } from './machine'
import type { PreparedGroup } from './prepareGroup'
import { prepare } from './runPipeline'

const net = NETWORKS.mock
withMockNetwork()
afterEach(() => setErrorReporter((error) => logger.error(error)))

/** bob.algo's verified address, as the mock chain holds it. */
const BOB = () => world.names.get('bob.algo')!.caAlgo![0]!

/** The service answers bob.algo with the attacker as its verified address; the chain does not. */
const serviceLies = () =>
  setFault({ kind: 'badField', target: 'api', path: '/nfd/bob.algo', fields: { caAlgo: [ATTACKER] } })

/** Runs the prepare half of an action with these values; what was asked of the API, what the dialog got, what was reported. */
async function prepareWith(id: ActionId, name: string, values: ActionValues) {
  const ctx = await actionContextFor(id, name)
  const definition = actionById(id)
  const parsed = definition.parse({ ...definition.initialValues(ctx), ...values }, ctx)
  if (!parsed.ok) throw new Error(parsed.message)
  const asked: string[] = []
  const reported: unknown[] = []
  setErrorReporter((_error, context) => reported.push(context))
  const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
  server.events.on('request:start', listen)
  const events: FlowEvent<never, PreparedGroup>[] = []
  try {
    await prepare<PreparedGroup>({ ...prepareDepsOf(definition, parsed.value, ctx), dispatch: (e) => events.push(e) })
  } finally {
    server.events.removeListener('request:start', listen)
  }
  return { asked, events, reported }
}

const lie = () =>
  `The name service says bob.algo is ${truncateAddress(ATTACKER)}, but the chain says ${truncateAddress(BOB())}. Nothing was signed.`

describe('confirmRecipient', () => {
  it("gives the chain's address and whether it is verified", async () => {
    await expect(confirmRecipient(net, { name: 'bob.algo', address: BOB() })).resolves.toEqual({
      name: 'bob.algo',
      address: BOB(),
      verified: true,
    })
  })

  it('refuses an address the chain does not give, in words', async () => {
    await expect(confirmRecipient(net, { name: 'bob.algo', address: THIRD_ACCOUNT.address })).rejects.toThrow(
      `The chain now says bob.algo is ${truncateAddress(BOB())}, not the ${truncateAddress(THIRD_ACCOUNT.address)} you were shown. Nothing was signed.`,
    )
  })
})

describe('every recipient field goes the same way', () => {
  const CASES: [string, ActionId, string, ActionValues, string][] = [
    ['send a name', 'sendName', 'alice.algo', { recipient: 'bob.algo', recipientAddress: ATTACKER }, '/nfd/offer/'],
    [
      'mint for someone',
      'mint',
      'newname.algo',
      { reservedFor: 'bob.algo', reservedForAddress: ATTACKER },
      '/nfd/mint',
    ],
    [
      'send from the vault',
      'sendFromVault',
      'alice.algo',
      { amount: '1', receiver: 'bob.algo', receiverAddress: ATTACKER },
      '/nfd/vault/',
    ],
  ]

  it.each(CASES)(
    '%s: a service answering another address stops before the group is requested, in words, reported',
    async (_title, id, name, values, write) => {
      serviceLies()
      const { asked, events, reported } = await prepareWith(id, name, values)
      expect(events).toEqual([{ type: 'fail', reason: lie() }])
      expect(reported).toEqual([{ action: id, name, code: 'chain' }])
      expect(asked.filter((path) => path.startsWith(write))).toEqual([])
    },
  )

  it.each(CASES)("%s: the chain's own answer goes on, and the review gets it", async (_title, id, name, values) => {
    const honest = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v === ATTACKER ? BOB() : v]))
    const { events } = await prepareWith(id, name, honest)
    // Checked, then run on the chain first (simulate), then the review.
    expect(events).toMatchObject([
      { type: 'simulating' },
      { type: 'prepared', group: { recipient: { name: 'bob.algo', address: BOB(), verified: true } } },
    ])
  })

  it('pay: a payee other than the one shown stops it, as every recipient does', async () => {
    const shown = payValues({ receiver: TEST_ACCOUNT.address, assetId: 0n, amount: 5n, decimals: 6, unit: 'ALGO' })
    const { events, asked } = await prepareWith('payName', 'bob.algo', { ...shown, receiver: THIRD_ACCOUNT.address })
    expect(events).toEqual([
      {
        type: 'fail',
        reason: `The chain now says bob.algo is ${truncateAddress(BOB())}, not the ${truncateAddress(THIRD_ACCOUNT.address)} you were shown. Nothing was signed.`,
      },
    ])
    expect(asked.filter((path) => path.startsWith('/v2/transactions/params'))).toEqual([])
  })
})
