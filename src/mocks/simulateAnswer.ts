/**
 * algod's simulate answer as algosdk encodes it (msgpack): each transaction of the group with
 * the inner transactions it made, or where the group failed. The mock algod and the production
 * builds' tests answer with it; it needs nothing but algosdk.
 */
import algosdk, { type SignedTransaction, type Transaction } from 'algosdk'

const { modelsv2 } = algosdk

function result(stxn: SignedTransaction, inner: Transaction[] = []) {
  return new modelsv2.SimulateTransactionResult({
    txnResult: new modelsv2.PendingTransactionResponse({
      poolError: '',
      txn: stxn,
      ...(inner.length
        ? {
            innerTxns: inner.map(
              (txn) =>
                new modelsv2.PendingTransactionResponse({ poolError: '', txn: new algosdk.SignedTransaction({ txn }) }),
            ),
          }
        : {}),
    }),
  })
}

/** algod's simulate answer (msgpack) for a group: each transaction's inner ones and its fee usage, or where it failed. */
export function simulateAnswer(
  lastRound: bigint,
  stxns: SignedTransaction[],
  group: Partial<{ failureMessage: string; failedAt: number[]; groupUsage: bigint }>,
  inner = new Map<number, Transaction[]>(),
) {
  return algosdk.encodeMsgpack(
    new modelsv2.SimulateResponse({
      lastRound,
      version: 2,
      txnGroups: [
        new modelsv2.SimulateTransactionGroupResult({
          txnResults: stxns.map((stxn, i) => result(stxn, inner.get(i))),
          ...group,
        }),
      ],
    }),
  )
}
