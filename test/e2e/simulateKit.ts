/**
 * algod's simulate as the production builds' tests answer it: the group the app sends, run as
 * the test says the chain would (the purchase's payout and the name's asset moving to an
 * account), or refused at the pc of one of the contract's error messages.
 */
import algosdk from 'algosdk'
import { mockFailurePc } from '../../src/mocks/approvalPrograms'
import { simulateAnswer } from '../../src/mocks/simulateAnswer'
import type { NfdRecord } from '../../src/names/api/types'

/** The app's simulate request: its signed (or empty-signed) transactions. */
const requested = (body: Uint8Array) =>
  algosdk.decodeMsgpack(body, algosdk.modelsv2.SimulateRequest).txnGroups[0]?.txns ?? []

const zeroFee = (params: algosdk.SuggestedParams) => ({ ...params, fee: 0, flatFee: true })

/** A purchase of `record`: its contract pays the seller `price` and moves the name's asset, from the seller, to `assetTo`. */
export function simulatedPurchase(record: NfdRecord, price: bigint, assetTo: string) {
  return (body: Uint8Array): Uint8Array => {
    const stxns = requested(body)
    const call = stxns.findIndex((stxn) => stxn.txn.applicationCall)
    const suggestedParams = zeroFee({
      fee: 0,
      firstValid: 1,
      lastValid: 2,
      genesisHash: new Uint8Array(32),
      minFee: 1000,
    })
    const contract = algosdk.getApplicationAddress(record.appID!).toString()
    const inner = [
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: contract,
        receiver: record.seller!,
        amount: price,
        suggestedParams,
      }),
      algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: contract,
        assetSender: record.seller!,
        receiver: assetTo,
        amount: 1,
        assetIndex: record.asaID!,
        suggestedParams,
      }),
    ]
    return simulateAnswer(0n, stxns, {}, new Map([[call, inner]]))
  }
}

/** The name's contract refuses the group's call at the pc of its error message these words match. */
export function refusedByNameContract(appId: number, words: RegExp) {
  return (body: Uint8Array): Uint8Array => {
    const stxns = requested(body)
    const call = stxns.findIndex((stxn) => stxn.txn.applicationCall)
    const pc = mockFailurePc('name', words)
    return simulateAnswer(0n, stxns, {
      failureMessage: `transaction ${stxns[call]?.txn.txID()}: logic eval error: assert failed pc=${pc}. Details: app=${appId}, pc=${pc}, opcodes=assert`,
      failedAt: [call],
    })
  }
}
