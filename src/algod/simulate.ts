/**
 * algod's simulate: runs a group against the current chain state before anything is signed
 * (empty signatures allowed, and unnamed resources, so a contract's own reads do not fail it).
 * The answer is turned into plain data: every movement of ALGO or an asset the group and its
 * inner transactions make, or where the program stopped. Bounded in time like every algod call.
 */
import type * as Algosdk from 'algosdk'
import { READ_TIMEOUT_MS } from '@/config/constants'
import type { NetworkConfig } from '@/config/networks'
import { getAlgodClient } from './client'
import { loadAlgosdk } from './sdk'

/** One transaction the chain would run, top-level or inner, as far as value and authority go. */
export interface SimulatedTxn {
  /** Its path in the group: [2] the third transaction, [2, 0] its first inner one. */
  path: number[]
  type: string
  sender: string
  fee: bigint
  /** pay: the receiver; axfer: the account the units arrive in. */
  receiver?: string
  /** µALGO (pay) or base units (axfer). */
  amount: bigint
  /** axfer only. */
  assetId?: bigint
  /** axfer by clawback: the account the units leave. */
  assetSender?: string
  /** A close-out: the account the rest goes to. */
  closeTo?: string
  /** µALGO or units the close-out moved, as the chain reports it. */
  closed?: bigint
  /** appl: the application called. */
  appId?: bigint
}

export type Simulation =
  /** `usage`: the group's fee usage in millionths of a minimum fee, where the node reports it (older nodes do not). */
  | { ok: true; txns: SimulatedTxn[]; usage: bigint | null }
  /** The chain would refuse the group: algod's words (with the program counter) and the failing transaction's path. */
  | { ok: false; message: string; failedAt: number[]; appId: bigint | null }

type Pending = Algosdk.modelsv2.PendingTransactionResponse

function flatten(result: Pending, path: number[], out: SimulatedTxn[]): void {
  const { txn } = result.txn
  const pay = txn.payment
  const axfer = txn.assetTransfer
  const closeTo = pay?.closeRemainderTo ?? axfer?.closeRemainderTo
  out.push({
    path,
    type: txn.type,
    sender: txn.sender.toString(),
    fee: txn.fee,
    amount: pay?.amount ?? axfer?.amount ?? 0n,
    ...(pay ? { receiver: pay.receiver.toString() } : {}),
    ...(axfer ? { receiver: axfer.receiver.toString(), assetId: axfer.assetIndex } : {}),
    ...(axfer?.assetSender ? { assetSender: axfer.assetSender.toString() } : {}),
    ...(closeTo
      ? { closeTo: closeTo.toString(), closed: result.closingAmount ?? result.assetClosingAmount ?? 0n }
      : {}),
    ...(txn.applicationCall ? { appId: txn.applicationCall.appIndex || (result.applicationIndex ?? 0n) } : {}),
  })
  result.innerTxns?.forEach((inner, i) => flatten(inner, [...path, i], out))
}

/** The plain reading of algod's answer for the group's first (only) transaction group. */
function simulationOf(response: Algosdk.modelsv2.SimulateResponse): Simulation {
  const group = response.txnGroups[0]
  if (!group) return { ok: false, message: 'simulate answered no group', failedAt: [], appId: null }
  const txns: SimulatedTxn[] = []
  group.txnResults.forEach((result, i) => flatten(result.txnResult, [i], txns))
  if (group.failureMessage) {
    const failedAt = (group.failedAt ?? []).map(Number)
    const failing = txns.find((t) => t.path.join('.') === failedAt.join('.'))
    return { ok: false, message: group.failureMessage, failedAt, appId: failing?.appId ?? null }
  }
  return { ok: true, txns, usage: group.groupUsage === undefined ? null : BigInt(group.groupUsage) }
}

/**
 * Simulates the group as it will be submitted, unsigned entries with empty signatures. Throws
 * when the node cannot say (no endpoint, an error, no answer in time): the caller falls back.
 */
export async function simulateGroup(net: NetworkConfig, entries: readonly Uint8Array[], signed: readonly boolean[]) {
  const [sdk, client] = await Promise.all([loadAlgosdk(), getAlgodClient(net)])
  const txns = entries.map((bytes, i) =>
    signed[i]
      ? sdk.decodeSignedTransaction(bytes)
      : new sdk.SignedTransaction({ txn: sdk.decodeUnsignedTransaction(bytes) }),
  )
  const request = new sdk.modelsv2.SimulateRequest({
    txnGroups: [new sdk.modelsv2.SimulateRequestTransactionGroup({ txns })],
    allowEmptySignatures: true,
    allowUnnamedResources: true,
    // A rekeyed account's empty signature stands for its auth address.
    fixSigners: true,
  })
  const response = await client.simulateTransactions(request).do(undefined, { timeoutMs: READ_TIMEOUT_MS })
  return simulationOf(response)
}
