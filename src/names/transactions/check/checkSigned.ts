/**
 * The wallet's answer, checked before anything is submitted: at each index we asked, a signed
 * transaction whose transaction is byte for byte the one we asked, signed by the expected key
 * (the account, or its auth address when rekeyed), with a signature that verifies. Then the
 * group as submitted: the wallet's blobs in place of the "u" entries, each "s" entry untouched.
 * Pure: algosdk is handed in.
 */
import { AppError } from '@/lib/AppError'
import type * as Algosdk from 'algosdk'
import nacl from 'tweetnacl'
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import type { TxnGroupEntry } from '../../api/txnGroup'

const messages = i18n('names/transactions/check/checkSigned', {
  refused: params("Your wallet's answer was refused: {detail}. Nothing was sent."),
  unsigned: params('it did not sign transaction {index} of {count}. Is the right account selected?'),
  notSigned: params('transaction {index} of {count} is not a signed transaction'),
  different: params('it signed a different transaction than the one shown at transaction {index} of {count}'),
  otherKey: params('transaction {index} of {count} was signed by {signer}, not by {expected}'),
  badSignature: params('the signature on transaction {index} of {count} does not verify'),
})

export class WalletAnswerError extends AppError {
  constructor(detail: string) {
    super(messages.get().refused({ detail }))
    this.name = 'WalletAnswerError'
  }
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

export interface SignedCheckInput {
  entries: readonly TxnGroupEntry[]
  /** The wallet's answer, aligned with the group (null where it signed nothing). */
  answers: readonly (Uint8Array | null | undefined)[]
  /** Rekeyed accounts: sender -> the address whose key signs for it. */
  authAddresses?: Readonly<Record<string, string>>
}

export function checkSigned(sdk: typeof Algosdk, input: SignedCheckInput): Uint8Array[] {
  const { entries, answers, authAddresses = {} } = input
  return entries.map((entry, i) => {
    if (entry.kind === 's') return entry.bytes
    const t = messages.get()
    const position = { index: i + 1, count: entries.length }
    const blob = answers[i]
    // The connected account is not the sender (or the wallet skipped one): the group cannot go.
    if (!blob) throw new WalletAnswerError(t.unsigned(position))
    let stxn: Algosdk.SignedTransaction
    try {
      stxn = sdk.decodeSignedTransaction(blob)
    } catch {
      throw new WalletAnswerError(t.notSigned(position))
    }
    if (!sameBytes(sdk.encodeUnsignedTransaction(stxn.txn), entry.bytes))
      throw new WalletAnswerError(t.different(position))
    const sender = stxn.txn.sender.toString()
    const expected = authAddresses[sender] ?? sender
    const signer = stxn.sgnr?.toString() ?? sender
    if (signer !== expected)
      throw new WalletAnswerError(
        t.otherKey({ ...position, signer: truncateAddress(signer), expected: truncateAddress(expected) }),
      )
    const publicKey = sdk.decodeAddress(expected).publicKey
    if (!stxn.sig || !nacl.sign.detached.verify(stxn.txn.bytesToSign(), stxn.sig, publicKey))
      throw new WalletAnswerError(t.badSignature(position))
    return blob
  })
}
