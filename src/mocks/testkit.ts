/**
 * Shared by the data layer's tests: the msw/node server started and reset around each test,
 * and a wallet stand-in that signs the "u" entries of a decoded group with a mnemonic.
 */
import algosdk from 'algosdk'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetAlgodClients } from '@/algod/client'
import type { TxnGroupEntry } from '@/names/api/txnGroup'
import { resetMockNetwork, server } from './node'

export function withMockNetwork(): void {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    resetMockNetwork()
    resetAlgodClients()
  })
  afterAll(() => server.close())
}

/** Signs every "u" entry with the mnemonic's key; "s" entries pass through untouched. */
export function signGroup(group: readonly TxnGroupEntry[], mnemonic: string): Uint8Array[] {
  const { sk } = algosdk.mnemonicToSecretKey(mnemonic)
  return group.map(({ kind, bytes }) => (kind === 's' ? bytes : algosdk.decodeUnsignedTransaction(bytes).signTxn(sk)))
}
