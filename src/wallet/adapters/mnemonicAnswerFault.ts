/**
 * A faulty wallet on demand, for the browser tests of the mock build: the mnemonic wallet's next
 * answer is corrupted the way a buggy or malicious wallet might answer, so the app's check of
 * the answer can be seen refusing it. Armed through window.__walletHarness; never in production
 * (the mnemonic wallet refuses every production network).
 */
import type * as Algosdk from 'algosdk'

export type AnswerFault = 'badSignature' | 'otherTransaction'

let armed: AnswerFault | null = null

export function armAnswerFault(fault: AnswerFault): void {
  armed = fault
}

/** The signed blob for one asked transaction, corrupted once if a fault is armed. */
export function signWithFault(sdk: typeof Algosdk, txn: Algosdk.Transaction, sk: Uint8Array): Uint8Array {
  const fault = armed
  armed = null
  if (fault === 'otherTransaction') {
    // A transaction other than the one asked: the same, with another note.
    const fields = txn.toEncodingData()
    fields.set('note', new TextEncoder().encode('not what you were shown'))
    return sdk.Transaction.fromEncodingData(fields).signTxn(sk)
  }
  const signed = txn.signTxn(sk)
  if (fault === 'badSignature') {
    const stxn = sdk.decodeSignedTransaction(signed)
    const sig = Uint8Array.from(stxn.sig!, (byte, i) => (i === 0 ? byte ^ 1 : byte))
    return sdk.encodeMsgpack(new sdk.SignedTransaction({ txn: stxn.txn, sig }))
  }
  return signed
}
