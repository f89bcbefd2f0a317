/**
 * What an action may do with the acting account, declared as data next to its definition.
 * The group the API returns is checked against it (checkGroup.ts) before the wallet opens:
 * anything the intent does not name is refused.
 */
import type { AbiValue } from './appCalls'
import type { ContractKind } from '../../contracts/contractKind'
import type { MethodName } from './contractMethods'

/** The transaction types an action may send from the acting account. */
type IntentTxnType = 'pay' | 'axfer' | 'appl'

/** An account money may go to, with the words the review uses for it. */
export interface Party {
  address: string
  label: string
}

/** A value the intent accepts by its shape where the service chooses it (the address of an uploaded picture). */
export interface ValuePattern {
  pattern: RegExp
  words: string
}

/** A list whose every item has this shape (the profile fields a sale clears, which the service reads from the name). */
export interface EveryPattern {
  every: ValuePattern
}

export type ArgRule = AbiValue | ValuePattern | EveryPattern | readonly ArgRule[]

/**
 * One call the group makes to a contract, exactly: method and arguments. Its references (foreign
 * arrays, access list) may name only what is listed here: what the contract reads to run.
 */
export interface DeclaredCall {
  contract: ContractKind
  app: bigint
  /** The name the contract holds (a name's contract) or acts on (the registry). */
  name: string
  /** The contract's version ("3.0", "2.11"): its layout. The registry's layout does not change. */
  version?: string | undefined
  method: MethodName
  /** The arguments in order, transaction arguments left out. */
  args: readonly ArgRule[]
  accounts?: readonly string[]
  assets?: readonly bigint[]
  apps?: readonly bigint[]
  /** Who sends it: the acting account unless this names a co-signer. */
  from?: string
  /** A call the service adds only when there is something to do (clearing fields before a sale, a vault's opt-in). */
  optional?: boolean
}

/** Storage deposit (box minimum balance) one receiver may be paid beyond the price, at most: what the action writes there. */
export interface Deposit {
  to: string
  ceiling: bigint
}

export interface AssetUnit {
  decimals: number
  unit: string
}

export interface Intent {
  types: readonly IntentTxnType[]
  /** Payments and asset transfers from the account go only to these. */
  receivers: readonly Party[]
  /** The contract calls the group makes from the user's accounts, each exactly once; no other. */
  calls: readonly DeclaredCall[]
  /** µALGO the user agreed to pay the receivers: exactly this. */
  pays: bigint
  /** Assets the user agreed to send the receivers, exactly: asset id -> base units. */
  sends?: ReadonlyMap<bigint, bigint>
  /** Assets the account may opt in to (a zero transfer to itself), and no other. */
  optIns?: readonly bigint[]
  /** Storage deposits the service may add, each to the receiver whose storage it is. */
  deposits?: readonly Deposit[]
  /** Other accounts of the user that must sign too (an address being linked): app calls only, no money. */
  coSigners?: readonly string[]
  /** Addresses the review calls by a name the user gave (a recipient typed as a .algo name). */
  named?: readonly Party[]
  /** How amounts of the assets the action moves are shown. */
  units?: ReadonlyMap<bigint, AssetUnit>
}

/** Minimum balance of a box: 2,500 µALGO plus 400 per byte of its name and value. */
export function boxDeposit(nameBytes: number, valueBytes: number): bigint {
  return 2500n + 400n * BigInt(nameBytes + valueBytes)
}
