/**
 * The mock service's signature on an "s" entry: a real Ed25519 signature by its account, as
 * algosdk's signTxn makes it, from @noble/curves instead of tweetnacl. Every tampering and every
 * write signs the service's entries again (a new group id each time), and tweetnacl's base-point
 * multiplication was about a third of the group checks' unit tests; noble's precomputed tables
 * take a fraction of that. signAsService.test.ts checks both sign the same bytes.
 */
import { ed25519 } from '@noble/curves/ed25519.js'
import type { Transaction } from 'algosdk'
import { SERVICE_ADDRESS, SERVICE_SEED } from './serviceAccount'

/** The signed transaction's bytes, signed by the service's account. */
export function signAsService(txn: Transaction): Uint8Array {
  return txn.attachSignature(SERVICE_ADDRESS, ed25519.sign(txn.bytesToSign(), SERVICE_SEED))
}
