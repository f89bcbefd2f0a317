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

/**
 * Signs every "u" entry with the key of its sender among the mnemonics (the first key when none
 * matches); "s" entries pass through untouched.
 */
export function signGroup(group: readonly TxnGroupEntry[], ...mnemonics: [string, ...string[]]): Uint8Array[] {
  const keys = mnemonics.map((words) => algosdk.mnemonicToSecretKey(words))
  return group.map(({ kind, bytes }) => {
    if (kind === 's') return bytes
    const txn = algosdk.decodeUnsignedTransaction(bytes)
    const key = keys.find((k) => k.addr.toString() === txn.sender.toString()) ?? keys[0]!
    return txn.signTxn(key.sk)
  })
}
