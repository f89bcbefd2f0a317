/**
 * Mock build only (reached through main.tsx's mock dynamic import): what the browser test
 * needs to sign a group built in the page. `signDemoGroup()` builds, for the active network,
 * [txn from the active address, txn from a foreign address, txn already signed by the active
 * address, txn carrying a (delegated) lsig of the active address], asks the wallet manager to
 * sign it and reports which indexes came back signed, with each signature verified.
 */
import type * as Algosdk from 'algosdk'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { armAnswerFault, type AnswerFault } from '../wallet/adapters/mnemonicAnswerFault'
import { getCurrentManager } from '../wallet/currentManager'
import { loadAlgosdk } from '@/algod/sdk'

export interface DemoGroupResult {
  signedIndexes: number[]
  /** Per signed index: the signature verifies against the active address over that txn. */
  verified: boolean[]
}

export interface WalletHarness {
  signDemoGroup(): Promise<DemoGroupResult>
  /** The mnemonic wallet's next signature is corrupted this way. */
  corruptNextAnswer(fault: AnswerFault): void
  activeAddress(): string | null
}

declare global {
  interface Window {
    __walletHarness?: WalletHarness
  }
}

// `int 1` (TEAL v1): a logic signature that approves anything; only its presence matters.
const APPROVE_PROGRAM = Uint8Array.from([0x01, 0x20, 0x01, 0x01, 0x22])

async function verifySignature(sdk: typeof Algosdk, signed: Uint8Array, expected: Algosdk.Transaction, signer: string) {
  const stxn = sdk.decodeSignedTransaction(signed)
  if (!stxn.sig || stxn.txn.txID() !== expected.txID()) return false
  // WebCrypto wants ArrayBuffer-backed views: copy.
  const bytes = (b: Uint8Array) => new Uint8Array(b)
  const key = await crypto.subtle.importKey(
    'raw',
    bytes(sdk.decodeAddress(signer).publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  return crypto.subtle.verify('Ed25519', key, bytes(stxn.sig), bytes(expected.bytesToSign()))
}

async function signDemoGroup(): Promise<DemoGroupResult> {
  const sdk = await loadAlgosdk()
  const manager = getCurrentManager()
  const state = manager.store.getState()
  const active = state.activeWallet ? state.wallets[state.activeWallet]?.activeAccount?.address : undefined
  if (!active) throw new Error('No active wallet')
  const network = manager.network()
  const suggestedParams: Algosdk.SuggestedParams = {
    flatFee: true,
    fee: 1000n,
    minFee: 1000n,
    firstValid: 1n,
    lastValid: 1000n,
    genesisID: network.genesisId,
    genesisHash: network.genesisHash ? sdk.base64ToBytes(network.genesisHash) : new Uint8Array(32),
  }
  const pay = (sender: string, note: string) =>
    sdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender,
      receiver: OTHER_ACCOUNT.address,
      amount: 0,
      note: new TextEncoder().encode(note),
      suggestedParams,
    })
  const group = [
    pay(active, 'mine'),
    pay(OTHER_ACCOUNT.address, 'foreign'),
    pay(active, 'presigned'),
    pay(active, 'lsig'),
  ]
  sdk.assignGroupID(group)
  const { sk } = sdk.mnemonicToSecretKey(TEST_ACCOUNT.mnemonic)
  const lsig = new sdk.LogicSigAccount(APPROVE_PROGRAM)
  lsig.sign(sk)
  const encoded = [
    sdk.encodeUnsignedTransaction(group[0]!),
    sdk.encodeUnsignedTransaction(group[1]!),
    group[2]!.signTxn(sk),
    sdk.signLogicSigTransactionObject(group[3]!, lsig).blob,
  ]
  const result = await manager.signTransactions(encoded)
  const signedIndexes = result.flatMap((r, i) => (r ? [i] : []))
  const verified = await Promise.all(signedIndexes.map((i) => verifySignature(sdk, result[i]!, group[i]!, active)))
  return { signedIndexes, verified }
}

export function installWalletTestHarness(): void {
  window.__walletHarness = {
    signDemoGroup,
    corruptNextAnswer: armAnswerFault,
    activeAddress: () => {
      const s = getCurrentManager().store.getState()
      return s.activeWallet ? (s.wallets[s.activeWallet]?.activeAccount?.address ?? null) : null
    },
  }
}
