/**
 * The honest group of an action as TxnLab's nfd-sdk composes it, as data: each step a payment,
 * an asset transfer or a contract call, in order, with the accounts it names symbolically (the
 * name's contract, the registry) so the mock service and the conformance test build the same
 * layout from it. The family files beside this one write each action's layout; fees.ts the SDK's
 * fee for each call. Pure data: no algosdk here.
 */
import type { AbiValue } from '../check/appCalls'
import type { ContractKind } from '../../contracts/contractKind'
import type { MethodName } from '../check/contractMethods'
import { sdkFeeUnits } from './fees'

/** Who receives a payment: the name's contract (its account is also its vault), the registry, or an address. */
export type Payee = 'name' | 'registry' | { address: string }

interface PayStep {
  kind: 'pay'
  to: Payee
  amount: bigint
}

interface TransferStep {
  kind: 'axfer'
  to: Payee
  asset: bigint
  amount: bigint
}

export interface CallStep {
  kind: 'call'
  contract: ContractKind
  method: MethodName
  args: readonly AbiValue[]
  /** The SDK's fee for it, in minimum fees. */
  feeUnits: number
  note?: string
  /** Who sends it, when not the acting account (an address being linked proves it is held). */
  from?: string
  accounts?: readonly string[]
  assets?: readonly bigint[]
  apps?: readonly bigint[]
}

export type ReferenceStep = PayStep | TransferStep | CallStep

type CallRefs = Pick<CallStep, 'note' | 'from' | 'accounts' | 'assets' | 'apps'>

/** A call at the SDK's fee for its method. */
export function call(
  contract: ContractKind,
  method: MethodName,
  args: readonly AbiValue[],
  refs: CallRefs = {},
): CallStep {
  return { kind: 'call', contract, method, args, feeUnits: sdkFeeUnits(contract, method, args), ...refs }
}

export const pay = (to: Payee, amount: bigint): PayStep => ({ kind: 'pay', to, amount })
