/**
 * How the mock service answers a write: a REAL algosdk group ("u" for the caller to sign, "s"
 * signed here by the service account), remembered by group id with the effect to apply once
 * the mock algod accepts it.
 */
import algosdk, { type SuggestedParams, type Transaction } from 'algosdk'
import * as sdk from 'algosdk'
import type { NetworkFees } from '@/algod/params'
import { NETWORKS, type NetworkConfig } from '@/config/networks'
import { encodeTxnGroup } from '@/names/api/txnGroup'
import { encodeCall, type AbiValue } from '@/names/transactions/check/appCalls'
import type { ContractKind } from '@/names/contracts/contractKind'
import { layoutOf, type MethodName } from '@/names/transactions/check/contractMethods'
import { sdkFeeUnits } from '@/names/transactions/reference/fees'
import type { Payee, ReferenceStep } from '@/names/transactions/reference/layout'
import { REGISTRY_APP_ID } from './fixtures/names'
import { OTHER_ACCOUNT, THIRD_ACCOUNT } from './accounts'
import { mockNetworkFees } from './congestion'
import { SERVICE_ADDRESS } from './serviceAccount'
import { signAsService } from './signAsService'
import { tamperGroup, type Tampering } from './tamperGroup'
import { utf8 } from './utf8'
import { world } from './world'

/** Where a tampered group sends what it steals. */
export const ATTACKER = '33PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PMWXSJFI'
const VALIDITY = 1000n

/**
 * Params as a node of `net` would suggest them at `round`, the longest window: the minimum fee,
 * or while congested a fee per byte (algosdk then charges by size, never below the minimum).
 */
export function suggestedParamsFor(
  net: NetworkConfig,
  round: bigint,
  fees: NetworkFees = mockNetworkFees(),
): SuggestedParams {
  const congested = fees.perByte > 0n
  return {
    flatFee: !congested,
    fee: congested ? fees.perByte : fees.minFee,
    minFee: fees.minFee,
    firstValid: round,
    lastValid: round + VALIDITY,
    genesisID: net.genesisId,
    genesisHash: algosdk.base64ToBytes(net.genesisHash as string),
  }
}

export function mockSuggestedParams(): SuggestedParams {
  return suggestedParamsFor(NETWORKS[world.network], world.round)
}

export interface PlannedTxn {
  kind: 'u' | 's'
  txn: Transaction
}

export function payment(
  from: string,
  to: string,
  amount: number | bigint,
  suggestedParams: SuggestedParams = mockSuggestedParams(),
): PlannedTxn {
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    amount: BigInt(amount),
    suggestedParams,
  })
  return { kind: 'u', txn }
}

export function assetTransfer(
  from: string,
  to: string,
  assetId: number,
  amount: number | bigint,
  suggestedParams: SuggestedParams = mockSuggestedParams(),
): PlannedTxn {
  const txn = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
    sender: from,
    receiver: to,
    assetIndex: assetId,
    amount: BigInt(amount),
    suggestedParams,
  })
  return { kind: 'u', txn }
}

interface CallOptions {
  /** The name contract's version ("3.0"): its layout. */
  version?: string
  accounts?: readonly string[]
  assets?: readonly (number | bigint)[]
  apps?: readonly (number | bigint)[]
  note?: string
  /** The SDK's fee for the call, in minimum fees (reference/fees.ts): by its method unless told. */
  feeUnits?: number
  /** The network's params: the mock world's unless told (a production build's test builds for mainnet). */
  params?: SuggestedParams
}

/**
 * A method call by the caller, as the service builds it: ARC-4 on the registry and on 3.x
 * contracts, the method's name as text on 2.x ones; its fee is the network's, plus the minimum
 * fee for each inner transaction the SDK budgets for its method.
 */
export function contractCall(
  from: string,
  contract: ContractKind,
  appId: number | bigint,
  method: MethodName,
  args: readonly AbiValue[],
  options: CallOptions = {},
): PlannedTxn {
  const layout = layoutOf(contract, options.version ?? '')
  if (!layout) throw new Error(`no layout for version ${options.version} of ${contract} contracts`)
  const budget = (options.feeUnits ?? sdkFeeUnits(contract, method, args)) - 1
  const suggestedParams = options.params ?? mockSuggestedParams()
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: from,
    appIndex: appId,
    appArgs: encodeCall(sdk, contract, layout, method, args),
    accounts: [...(options.accounts ?? [])],
    foreignAssets: [...(options.assets ?? [])],
    foreignApps: [...(options.apps ?? [])],
    ...(options.note ? { note: utf8(options.note) } : {}),
    suggestedParams,
  })
  txn.fee += BigInt(suggestedParams.minFee) * BigInt(budget)
  return { kind: 'u', txn }
}

/** The apps a layout's symbolic parties stand for, and the name contract's version (its call layout). */
export interface LayoutApps {
  nameApp: bigint
  registryApp: bigint
  version?: string
}

/**
 * A reference layout (names/transactions/reference) as the service builds it, sent by `sender`
 * unless a step says; with the mock world's params unless given a network's.
 */
export function planLayout(
  sender: string,
  steps: readonly ReferenceStep[],
  apps: LayoutApps,
  params: SuggestedParams = mockSuggestedParams(),
): PlannedTxn[] {
  const addressOf = (to: Payee) =>
    typeof to === 'object'
      ? to.address
      : algosdk.getApplicationAddress(to === 'name' ? apps.nameApp : apps.registryApp).toString()
  return steps.map((step) => {
    if (step.kind === 'pay') return payment(sender, addressOf(step.to), step.amount, params)
    if (step.kind === 'axfer') return assetTransfer(sender, addressOf(step.to), Number(step.asset), step.amount, params)
    const { contract, method, args, feeUnits, note, from, accounts, assets, apps: refs } = step
    const app = contract === 'name' ? apps.nameApp : apps.registryApp
    return contractCall(from ?? sender, contract, app, method, args, {
      ...(contract === 'name' && apps.version !== undefined ? { version: apps.version } : {}),
      ...(note ? { note } : {}),
      ...(accounts ? { accounts } : {}),
      ...(assets ? { assets } : {}),
      ...(refs ? { apps: refs } : {}),
      feeUnits,
      params,
    })
  })
}

/**
 * The service's own signed call to the registry that changes nothing (as a budget call does);
 * its unique note keeps two identical requests in one round from sharing a group id.
 */
export function serviceCall(action: string): PlannedTxn {
  world.counter += 1
  const txn = algosdk.makeApplicationNoOpTxnFromObject({
    sender: SERVICE_ADDRESS,
    appIndex: REGISTRY_APP_ID,
    appArgs: encodeCall(sdk, 'registry', 'arc4', 'gas', []),
    note: utf8(`nfd-mock:${action}:${world.counter}`),
    suggestedParams: mockSuggestedParams(),
  })
  return { kind: 's', txn }
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
    bytes: kind === 's' ? signAsService(txn) : algosdk.encodeUnsignedTransaction(txn),
  }))
  const groupId = algosdk.bytesToBase64(txns[0]?.group ?? new Uint8Array())
  world.issued.set(groupId, { entries, apply })
  if (!tampering) return encodeTxnGroup(entries)
  // The sender's other account is another of the test wallet's accounts.
  const sender = txns.find((_, i) => planned[i]?.kind === 'u')?.sender.toString()
  const otherAccount = sender === THIRD_ACCOUNT.address ? OTHER_ACCOUNT.address : THIRD_ACCOUNT.address
  return encodeTxnGroup(tamperGroup(entries, tampering, { attacker: ATTACKER, otherAccount }))
}
