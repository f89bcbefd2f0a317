/**
 * How the mock service answers a write: a REAL algosdk group ("u" for the caller to sign, "s"
 * signed here by the service account), remembered by group id with the effect to apply once
 * the mock algod accepts it.
 */
import algosdk, { type SuggestedParams, type Transaction } from 'algosdk'
import { NETWORKS, type NetworkConfig } from '@/config/networks'
import { encodeTxnGroup } from '@/names/api/txnGroup'
import { OTHER_ACCOUNT, THIRD_ACCOUNT } from './accounts'
import { SERVICE_ADDRESS, SERVICE_SEED } from './serviceAccount'
import { tamperGroup, type Tampering } from './tamperGroup'
import { utf8 } from './utf8'
import { world } from './world'

const SERVICE_ACCOUNT = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(SERVICE_SEED))

export const MIN_FEE = 1000n
/** Where a tampered group sends what it steals. */
export const ATTACKER = '33PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PMWXSJFI'
const VALIDITY = 1000n

/** Params as a node of `net` would suggest them at `round`: the minimum fee, the longest window. */
export function suggestedParamsFor(net: NetworkConfig, round: bigint): SuggestedParams {
  return {
    flatFee: true,
    fee: MIN_FEE,
    minFee: MIN_FEE,
    firstValid: round,
    lastValid: round + VALIDITY,
    genesisID: net.genesisId,
    genesisHash: algosdk.base64ToBytes(net.genesisHash as string),
  }
}

export function mockSuggestedParams(): SuggestedParams {
  return suggestedParamsFor(NETWORKS.mock, world.round)
}

export interface PlannedTxn {
  kind: 'u' | 's'
  txn: Transaction
}

/** A unique note keeps two identical requests in one round from sharing a group id. */
function note(action: string): Uint8Array {
  world.counter += 1
  return utf8(`nfd-mock:${action}:${world.counter}`)
}

export function payment(from: string, to: string, amount: number | bigint, action: string): PlannedTxn {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount: BigInt(amount),
    note: note(action),
    suggestedParams: mockSuggestedParams(),
  })
  return { kind: 'u', txn }
}

export function assetTransfer(
  from: string,
  to: string,
  assetId: number,
  amount: number | bigint,
  action: string,
): PlannedTxn {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    assetIndex: assetId,
    amount: BigInt(amount),
    note: note(action),
    suggestedParams: mockSuggestedParams(),
  })
  return { kind: 'u', txn }
}

/** An app call by the caller ("u") or by the service ("s") naming the action, as the contracts do. */
export function appCall(
  from: string,
  appId: number,
  action: string,
  args: string[] = [],
  fee: bigint = MIN_FEE,
): PlannedTxn {
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: from,
    appIndex: appId,
    appArgs: [action, ...args].map((arg) => utf8(arg)),
    note: note(action),
    suggestedParams: { ...mockSuggestedParams(), fee },
  })
  return { kind: from === SERVICE_ADDRESS ? 's' : 'u', txn }
}

export function serviceCall(appId: number, action: string, args: string[] = []): PlannedTxn {
  return appCall(SERVICE_ADDRESS, appId, action, args)
}

/**
 * Groups, signs the "s" entries, remembers the group; returns the API's reply body (a JSON
 * string). A tampering (from the fault injector) changes the group as a compromised service would.
 */
export function issueGroup(
  planned: readonly PlannedTxn[],
  apply: () => void,
  tampering: Tampering | null = null,
): string {
  const txns = planned.map((entry) => entry.txn)
  algosdk.assignGroupID(txns)
  const entries = planned.map(({ kind, txn }) => ({
    kind,
    bytes: kind === 's' ? txn.signTxn(SERVICE_ACCOUNT.sk) : algosdk.encodeUnsignedTransaction(txn),
  }))
  const groupId = algosdk.bytesToBase64(txns[0]?.group ?? new Uint8Array())
  world.issued.set(groupId, { entries, apply })
  if (!tampering) return encodeTxnGroup(entries)
  // The sender's other account is another of the test wallet's accounts.
  const sender = txns.find((_, i) => planned[i]?.kind === 'u')?.sender.toString()
  const otherAccount = sender === THIRD_ACCOUNT.address ? OTHER_ACCOUNT.address : THIRD_ACCOUNT.address
  return encodeTxnGroup(tamperGroup(entries, tampering, { attacker: ATTACKER, otherAccount }))
}
