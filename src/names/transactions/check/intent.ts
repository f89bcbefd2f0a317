/**
 * What an action may do with the acting account, declared as data next to its definition.
 * The group the API returns is checked against it (checkGroup.ts) before the wallet opens:
 * anything the intent does not name is refused.
 */

/** The transaction types an action may send from the acting account. */
type IntentTxnType = 'pay' | 'axfer' | 'appl'

/** An account money may go to, with the words the review uses for it. */
export interface Party {
  address: string
  label: string
}

export interface Intent {
  types: readonly IntentTxnType[]
  /** Payments and asset transfers from the account go only to these. */
  receivers: readonly Party[]
  /** Application ids the account's app calls may call. */
  apps: readonly bigint[]
  /** µALGO the user agreed to pay the receivers: exactly this. */
  pays: bigint
  /** Assets the user agreed to send the receivers, exactly: asset id -> base units. */
  sends?: ReadonlyMap<bigint, bigint>
  /** Assets the account may opt in to (a zero transfer to itself); 'any' when not known yet (a mint). */
  optIns?: readonly bigint[] | 'any'
  /** Storage deposits (box minimum balance) the service may add to the receivers, at most. */
  depositCeiling?: bigint
  /** µALGO of fees the account pays, at most. */
  feeCeiling: bigint
  /** Other accounts of the user that must sign too (an address being linked): app calls only, no money. */
  coSigners?: readonly string[]
}

/** Fees for a group of up to 16 transactions with inner calls: well above real groups (4–12 mA), far below a theft. */
export const DEFAULT_FEE_CEILING = 50_000n

/** Box storage for a profile edit or a link: 2,500 + 400 per byte stays below this for any field the form allows. */
export const STORAGE_DEPOSIT_CEILING = 1_000_000n
