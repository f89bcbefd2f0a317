/**
 * Turns what callers pass to signTransactions into one shape. A group is Transaction objects
 * when its first item carries a genesis id string, otherwise encoded bytes (signed or not).
 * algosdk is passed in: this module is only reached after `await import('algosdk')`.
 */
import type * as Algosdk from 'algosdk'
import type { GroupItem } from './signing'

export interface DecodedTxn extends GroupItem {
  /** The unsigned transaction's canonical encoding (what wallets sign). */
  unsigned: Uint8Array
}

function isTransactionGroup(group: readonly unknown[]): group is Algosdk.Transaction[] {
  const first = group[0] as { genesisID?: unknown } | undefined
  return typeof first?.genesisID === 'string'
}

export function decodeGroup(sdk: typeof Algosdk, group: readonly (Algosdk.Transaction | Uint8Array)[]): DecodedTxn[] {
  if (isTransactionGroup(group)) {
    return group.map((txn) => fromTxn(sdk, txn, false))
  }
  return group.map((item) => {
    if (!(item instanceof Uint8Array)) throw new Error('Invalid transaction group')
    const raw = sdk.msgpackRawDecode(item) as Record<string, unknown> | null
    if (raw && typeof raw === 'object' && 'txn' in raw) {
      const stxn = sdk.decodeSignedTransaction(item)
      return fromTxn(sdk, stxn.txn, Boolean(stxn.sig || stxn.msig || stxn.lsig))
    }
    return fromTxn(sdk, sdk.decodeUnsignedTransaction(item), false)
  })
}

function fromTxn(sdk: typeof Algosdk, txn: Algosdk.Transaction, signed: boolean): DecodedTxn {
  return {
    sender: txn.sender.toString(),
    genesisId: txn.genesisID ?? '',
    signed,
    unsigned: sdk.encodeUnsignedTransaction(txn),
  }
}
