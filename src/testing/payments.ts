/** Test kit: payments on a network, as the adapters' tests sign them. Not imported by app code. */
import algosdk from 'algosdk'
import { NETWORKS, type NetworkConfig } from '@/config/networks'
import { OTHER_ACCOUNT } from '@/mocks/accounts'

/** A payment of `amount` µAlgo from `sender` to the other test account (amounts tell them apart), on testnet unless told. */
export function payment(
  sender: string,
  amount: number,
  network: NetworkConfig = NETWORKS.testnet,
): algosdk.Transaction {
  return algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender,
    receiver: OTHER_ACCOUNT.address,
    amount,
    suggestedParams: {
      flatFee: true,
      fee: 1000n,
      minFee: 1000n,
      firstValid: 1n,
      lastValid: 100n,
      genesisID: network.genesisId,
      genesisHash: network.genesisHash ? algosdk.base64ToBytes(network.genesisHash) : new Uint8Array(32),
    },
  })
}

/** One unsigned payment per sender, encoded as a wallet receives them. */
export function encodedPayments(network: NetworkConfig, senders: string[]): Uint8Array[] {
  return senders.map((sender, i) => algosdk.encodeUnsignedTransaction(payment(sender, i, network)))
}
