import algosdk from 'algosdk'
import nacl from 'tweetnacl'
import { describe, expect, it } from 'vitest'
import { SERVICE_ADDRESS, SERVICE_SEED } from './serviceAccount'
import { signAsService } from './signAsService'

describe("the mock service's signature", () => {
  const params = {
    fee: 1000n,
    minFee: 1000n,
    firstValid: 10n,
    lastValid: 1010n,
    genesisID: 'mock-v1',
    genesisHash: new Uint8Array(32).fill(1),
  }
  const txn = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: SERVICE_ADDRESS,
    receiver: SERVICE_ADDRESS,
    amount: 0n,
    suggestedParams: params,
  })

  it("is byte for byte algosdk's, made with the service's key", () => {
    const key = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(SERVICE_SEED)).sk
    expect(signAsService(txn)).toEqual(txn.signTxn(key))
  })

  it("verifies against the service's address, as the app checks signatures, and for no other transaction", () => {
    const { sig } = algosdk.decodeSignedTransaction(signAsService(txn))
    const publicKey = algosdk.Address.fromString(SERVICE_ADDRESS).publicKey
    expect(nacl.sign.detached.verify(txn.bytesToSign(), sig!, publicKey)).toBe(true)
    const other = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: SERVICE_ADDRESS,
      receiver: SERVICE_ADDRESS,
      amount: 1n,
      suggestedParams: params,
    })
    expect(nacl.sign.detached.verify(other.bytesToSign(), sig!, publicKey)).toBe(false)
  })
})
