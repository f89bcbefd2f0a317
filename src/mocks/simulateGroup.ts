/**
 * The mock algod's simulate: runs a group on a trial copy of the world with the same model the
 * submission uses (the group's own payments, then the issued group's effect), and answers what
 * changed as the contracts' inner transactions (the seller's payout, the name's asset moving,
 * a vault's payment), with the fee usage they make at the network's current fees. The contract's known refusals fail with the program counter its source
 * map gives that error message (approvalPrograms.ts): a sale while profile data remains once the
 * group's own deleteFields have run (the honest group clears first; the `skipClearing` fault
 * makes the service forget), a segment paid under its minimum, a purchase of a reserved name that has expired. The `simulateDivert` fault shows the asset going elsewhere.
 */
import algosdk, { type SignedTransaction, type Transaction } from 'algosdk'
import * as sdk from 'algosdk'
import { decodeCall, type DecodedCall } from '@/names/transactions/check/appCalls'
import type { ContractKind } from '@/names/contracts/contractKind'
import { layoutOf } from '@/names/transactions/check/contractMethods'
import { txnFee } from '@/names/transactions/check/feeCeiling'
import type { NfdRecord } from '@/names/api/types'
import { checkBalances, checkLive, move } from './acceptGroup'
import { mockFailurePc } from './approvalPrograms'
import { mockNetworkFees } from './congestion'
import { activeFaults } from './faults'
import { simulateAnswer } from './simulateAnswer'
import { REGISTRY_APP_ID } from './fixtures/names'
import { ATTACKER, mockSuggestedParams } from './groups'
import { profileFieldsOf } from '@/names/transactions/reference/sale'
import { quote } from './pricing'
import { world } from './world'

const { modelsv2 } = algosdk

/** The contract's own words for each known refusal, as its source map has them. */
const REFUSALS = {
  dataLeft: { contract: 'name', words: /no user-defined or verified properties remain/ },
  segmentMinimum: { contract: 'registry', words: /segment mint cost must be at least/ },
  expired: { contract: 'name', words: /can't be expired/ },
} as const satisfies Record<string, { contract: ContractKind; words: RegExp }>

type Refusal = keyof typeof REFUSALS

interface Call {
  index: number
  appId: number
  record: NfdRecord | undefined
  call: DecodedCall | null
}

function callsOf(txns: Transaction[]): Call[] {
  return txns.flatMap((txn, index) => {
    const app = txn.applicationCall
    if (!app) return []
    const appId = Number(app.appIndex)
    if (appId === REGISTRY_APP_ID)
      return [{ index, appId, record: undefined, call: decodeCall(sdk, 'registry', 'arc4', app.appArgs) }]
    const record = [...world.names.values()].find((r) => r.appID === appId)
    const layout = layoutOf('name', record?.properties?.internal?.ver ?? '')
    return [{ index, appId, record, call: layout ? decodeCall(sdk, 'name', layout, app.appArgs) : null }]
  })
}

const text = new TextDecoder()

/** The profile fields still set when the group reaches call `index`: the record's, less those its earlier deleteFields clear. */
function fieldsLeft(record: NfdRecord, calls: readonly Call[], index: number): string[] {
  const cleared = new Set(
    calls
      .filter((c) => c.index < index && c.appId === record.appID && c.call?.method === 'deleteFields')
      .flatMap((c) => (Array.isArray(c.call?.args[0]) ? (c.call.args[0] as Uint8Array[]) : []))
      .map((field) => text.decode(field)),
  )
  return profileFieldsOf(record).filter((field) => !cleared.has(field))
}

/** The known refusal the contract would make of this call, if any. */
function refusalOf({ call, record, index }: Call, calls: readonly Call[], txns: Transaction[]): Refusal | null {
  if (!call) return null
  if (call.method === 'offerForSale' && record && fieldsLeft(record, calls, index).length > 0) return 'dataLeft'
  if (call.method === 'purchase' && record?.reservedFor && Date.parse(record.timeExpires ?? '') < Date.now())
    return 'expired'
  if (call.method === 'mintNfd') {
    const name = String(call.args[0])
    const labels = name.split('.')
    const root = labels.length === 3 ? world.names.get(labels.slice(1).join('.')) : undefined
    const paid = txns[index - 1]?.payment?.amount ?? 0n
    const buyer = txns[index]?.sender.toString() ?? ''
    if (root && paid < BigInt(quote(name, buyer, undefined, root).price)) return 'segmentMinimum'
  }
  return null
}

const Accounts = () => new Map<string, bigint>()

/** ALGO and units per account: the world's, copied. */
function holdingsNow() {
  return {
    algo: new Map(world.balances),
    assets: new Map([...world.holdings].map(([address, held]) => [address, new Map(held)])),
  }
}

type Plain = Record<string, unknown>
const isPlain = (value: unknown): value is Plain => typeof value === 'object' && value !== null

/**
 * Puts `target` back to `source`'s values keeping every nested object it had (a write's planned
 * effect holds on to them: the record's `properties.internal`, say), so the real submission after
 * the trial changes the record the world holds, not a detached copy.
 */
function restoreInPlace(target: Plain, source: Plain): Plain {
  for (const key of Object.keys(target)) if (!(key in source)) delete target[key]
  for (const [key, value] of Object.entries(source)) {
    const kept = target[key]
    const bothArrays = Array.isArray(kept) && Array.isArray(value)
    if (isPlain(kept) && isPlain(value) && Array.isArray(kept) === Array.isArray(value)) {
      restoreInPlace(kept, value)
      if (bothArrays) (kept as unknown[]).length = (value as unknown[]).length
    } else target[key] = value
  }
  return target
}

/** Runs `trial` on the world and puts every part of it back as it was, record objects included. */
function onTrialWorld<T>(trial: () => T): T {
  const { issued, confirmed, names, ...rest } = world
  const saved = structuredClone(rest)
  const records = new Map([...names].map(([name, record]) => [name, { record, copy: structuredClone(record) }]))
  try {
    return trial()
  } finally {
    Object.assign(world, structuredClone(saved), { issued, confirmed })
    world.names = new Map(
      [...records].map(([name, { record, copy }]) => [name, restoreInPlace(record, copy) as NfdRecord]),
    )
  }
}

/** What changed beyond the group's own transactions: + arrived, − left, per account, per asset (0 = ALGO). */
function contractEffects(stxns: SignedTransaction[]): Map<bigint, Map<string, bigint>> {
  const group = stxns[0]?.txn.group
  const issued = group ? world.issued.get(algosdk.bytesToBase64(group)) : undefined
  return onTrialWorld(() => {
    move(stxns)
    const before = holdingsNow()
    issued?.apply()
    const after = holdingsNow()
    const changes = new Map<bigint, Map<string, bigint>>([[0n, Accounts()]])
    const note = (asset: bigint, address: string, delta: bigint) => {
      if (delta === 0n) return
      const accounts = changes.get(asset) ?? Accounts()
      accounts.set(address, delta)
      changes.set(asset, accounts)
    }
    for (const address of new Set([...before.algo.keys(), ...after.algo.keys()]))
      note(0n, address, (after.algo.get(address) ?? 0n) - (before.algo.get(address) ?? 0n))
    for (const address of new Set([...before.assets.keys(), ...after.assets.keys()])) {
      const was = before.assets.get(address) ?? new Map<bigint, bigint>()
      const is = after.assets.get(address) ?? new Map<bigint, bigint>()
      for (const asset of new Set([...was.keys(), ...is.keys()]))
        note(asset, address, (is.get(asset) ?? 0n) - (was.get(asset) ?? 0n))
    }
    return changes
  })
}

/** The contract's inner transactions that make those changes, sent from its application account. */
function innerTxnsOf(changes: Map<bigint, Map<string, bigint>>, appId: number): Transaction[] {
  const contract = algosdk.getApplicationAddress(appId).toString()
  const divert = activeFaults().some((f) => f.kind === 'simulateDivert')
  const suggestedParams = { ...mockSuggestedParams(), fee: 0, flatFee: true }
  return [...changes].flatMap(([asset, accounts]) => {
    const givers = [...accounts].filter(([, delta]) => delta < 0n).map(([address]) => address)
    return [...accounts]
      .filter(([, delta]) => delta > 0n)
      .map(([receiver, amount]) => {
        if (asset === 0n)
          return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
            sender: contract,
            receiver,
            amount,
            suggestedParams,
          })
        const from = givers[0]
        return algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
          sender: contract,
          receiver: divert ? ATTACKER : receiver,
          amount,
          assetIndex: asset,
          // Clawed back from its holder: the name's contract manages the name's asset.
          ...(from && from !== contract ? { assetSender: from } : {}),
          suggestedParams,
        })
      })
  })
}

/** algod's answer (msgpack) to POST /v2/transactions/simulate with this body. */
export function simulateGroup(body: Uint8Array): Uint8Array {
  const request = algosdk.decodeMsgpack(body, modelsv2.SimulateRequest)
  const stxns = request.txnGroups[0]?.txns ?? []
  const txns = stxns.map((stxn) => stxn.txn)
  const plain = checkLive(stxns) ?? checkBalances(stxns)
  if (plain) return simulateAnswer(world.round, stxns, { failureMessage: plain, failedAt: [0] })
  const calls = callsOf(txns)
  for (const call of calls) {
    const refusal = refusalOf(call, calls, txns)
    if (!refusal) continue
    const pc = mockFailurePc(REFUSALS[refusal].contract, REFUSALS[refusal].words) ?? 0
    const txId = txns[call.index]?.txID() ?? ''
    return simulateAnswer(world.round, stxns, {
      failureMessage: `transaction ${txId}: logic eval error: assert failed pc=${pc}. Details: app=${call.appId}, pc=${pc}, opcodes=assert`,
      failedAt: [call.index],
    })
  }
  // The contract that acts: the name's when the group calls it, else the first one called.
  const acting = calls.find((c) => c.record) ?? calls[0]
  const inner = acting ? new Map([[acting.index, innerTxnsOf(contractEffects(stxns), acting.appId)]]) : undefined
  return simulateAnswer(world.round, stxns, { groupUsage: feeUsage(txns, inner) }, inner)
}

/**
 * The group's fee usage as algod reports it, in millionths of a minimum fee: each of its
 * transactions by its size at the network's current fees, and each inner one at the minimum.
 */
function feeUsage(txns: Transaction[], inner = new Map<number, Transaction[]>()): bigint {
  const fees = mockNetworkFees()
  const innerCount = [...inner.values()].reduce((sum, list) => sum + list.length, 0)
  const need = txns.reduce((sum, txn) => sum + txnFee(txn, fees), 0n) + fees.minFee * BigInt(innerCount)
  return (need * 1_000_000n) / fees.minFee
}
