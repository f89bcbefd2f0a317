/**
 * The mock network in unit tests: the msw/node server started and reset around each test, a
 * wallet stand-in that signs the "u" entries of a decoded group with a mnemonic, and what page
 * tests need from the mock world (pages' own code may not import src/mocks: a lint rule keeps it out).
 */
import algosdk from 'algosdk'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { resetAlgodClients } from '@/algod/client'
import { buildRecord } from '@/mocks/fixtures/names'
import { resetMockNetwork, server } from '@/mocks/node'
import { world } from '@/mocks/world'
import type { TxnGroupEntry } from '@/names/api/txnGroup'

export { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
export { world } from '@/mocks/world'
export { clearFaults, setFault } from '@/mocks/faults'
export { XSS_BIO } from '@/mocks/fixtures/names'
export { isAtMockRate } from '@/mocks/pricing'
export { server } from '@/mocks/node'

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

/** Mints `count` more segments of `rootName` in the mock world (s00, s01, ...), owned by the root's owner. */
export function addSegments(rootName: string, count: number): void {
  const root = world.names.get(rootName)
  if (!root?.appID || !root.owner) throw new Error(`${rootName} is not a minted root`)
  for (let i = 0; i < count; i += 1) {
    const name = `s${String(i).padStart(2, '0')}.${rootName}`
    const spec = { name, appID: 930_001 + 2 * i, owner: root.owner, state: 'owned' as const }
    world.names.set(
      name,
      buildRecord({ ...spec, parentAppID: root.appID, expiresInDays: 100, createdDaysAgo: 1 }, Date.now()),
    )
  }
}
