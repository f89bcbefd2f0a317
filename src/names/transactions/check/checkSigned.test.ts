import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { suggestedParamsFor } from '@/mocks/groups'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { WalletAnswerError, checkSigned } from './checkSigned'

const ME = TEST_ACCOUNT.address
const key = (mnemonic: string) => algosdk.mnemonicToSecretKey(mnemonic).sk
const params = suggestedParamsFor(NETWORKS.mock, 1n)
const pay = (amount: number) =>
  algosdk.makePaymentTxnWithSuggestedParamsFromObject({ sender: ME, receiver: ME, amount, suggestedParams: params })

function setup() {
  const asked = pay(1)
  const service = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: OTHER_ACCOUNT.address,
    receiver: ME,
    amount: 0,
    suggestedParams: params,
  })
  algosdk.assignGroupID([asked, service])
  const entries: TxnGroupEntry[] = [
    { kind: 'u', bytes: algosdk.encodeUnsignedTransaction(asked) },
    { kind: 's', bytes: service.signTxn(key(OTHER_ACCOUNT.mnemonic)) },
  ]
  return { asked, entries }
}

const refusal = (run: () => unknown) => {
  try {
    run()
  } catch (error) {
    if (error instanceof WalletAnswerError) return error.message
    throw error
  }
  throw new Error('accepted')
}

describe("checkSigned: the wallet's answer", () => {
  it('accepts the asked transaction signed by the account, and keeps each "s" entry as sent', () => {
    const { asked, entries } = setup()
    const signed = asked.signTxn(key(TEST_ACCOUNT.mnemonic))
    expect(checkSigned(algosdk, { entries, answers: [signed, null] })).toEqual([signed, entries[1]!.bytes])
  })

  it('refuses a different transaction at that index, even one correctly signed', () => {
    const { entries } = setup()
    const other = pay(2)
    other.group = algosdk.decodeUnsignedTransaction(entries[0]!.bytes).group
    const answers = [other.signTxn(key(TEST_ACCOUNT.mnemonic)), null]
    expect(refusal(() => checkSigned(algosdk, { entries, answers }))).toMatch(/signed a different transaction/)
  })

  it('refuses a signature by another key, a signature that does not verify, and bytes that are no signed txn', () => {
    const { asked, entries } = setup()
    const byOther = asked.signTxn(key(OTHER_ACCOUNT.mnemonic))
    expect(refusal(() => checkSigned(algosdk, { entries, answers: [byOther, null] }))).toMatch(
      /was signed by U65ZQA\.\.\.NE2Q, not by 3XXDT4\.\.\.XBZ4/,
    )
    // The account's own signature with one bit flipped.
    const { sig } = algosdk.decodeSignedTransaction(asked.signTxn(key(TEST_ACCOUNT.mnemonic)))
    const bad = Uint8Array.from(sig!, (byte, i) => (i === 0 ? byte ^ 1 : byte))
    const forged = algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn: asked, sig: bad }))
    expect(refusal(() => checkSigned(algosdk, { entries, answers: [forged, null] }))).toMatch(/does not verify/)
    const garbage = Uint8Array.of(0x82, 0xa1, 0x61, 0x01)
    expect(refusal(() => checkSigned(algosdk, { entries, answers: [garbage, null] }))).toMatch(
      /not a signed transaction|signed a different/,
    )
    expect(refusal(() => checkSigned(algosdk, { entries, answers: [null, null] }))).toMatch(
      /did not sign transaction 1/,
    )
  })

  it('a rekeyed account: the auth address must sign, named as the signer', () => {
    const { asked, entries } = setup()
    const byAuth = algosdk.signTransaction(asked, key(OTHER_ACCOUNT.mnemonic))
    // algosdk marks a signature by another key with sgnr = that key's address.
    const authAddresses = { [ME]: OTHER_ACCOUNT.address }
    expect(checkSigned(algosdk, { entries, answers: [byAuth.blob, null], authAddresses })[0]).toBe(byAuth.blob)
    const byAccount = asked.signTxn(key(TEST_ACCOUNT.mnemonic))
    expect(refusal(() => checkSigned(algosdk, { entries, answers: [byAccount, null], authAddresses }))).toMatch(
      /was signed by 3XXDT4\.\.\.XBZ4, not by U65ZQA\.\.\.NE2Q/,
    )
  })
})
