import { afterEach, describe, expect, it, vi } from 'vitest'
import fc from 'fast-check'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { logger } from '@/lib/logger'
import { NETWORK_MISMATCH, alignSigned, planSigning } from './signing'
import { isUserCancellation } from './isUserCancellation'
import { createWalletManager, type WalletManagerOptions } from './store'
import { fakeRegistry, fakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { payment } from '@/testing/payments'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const C = THIRD_ACCOUNT.address
const TESTNET = NETWORKS.testnet.genesisId

afterEach(() => vi.restoreAllMocks())

describe('planSigning', () => {
  const item = (sender: string, signed = false, genesisId = TESTNET) => ({ sender, signed, genesisId })

  it('sends only unsigned txns of connected senders among the indexes to sign', () => {
    const items = [item(A), item(C), item(A, true), item(B)]
    expect(planSigning({ items, connected: [A, B], genesisId: TESTNET })).toEqual({
      indexes: [0, 3],
      signers: [A, null, null, B],
    })
    expect(planSigning({ items, connected: [A, B], genesisId: TESTNET, indexesToSign: [1, 2, 3] }).indexes).toEqual([3])
    expect(planSigning({ items, connected: [A, B], genesisId: TESTNET, indexesToSign: [] }).indexes).toEqual([0, 3])
  })

  it('a rekeyed account is signed by its auth address', () => {
    expect(
      planSigning({ items: [item(A)], connected: [A], genesisId: TESTNET, authAddresses: { [A]: C } }).signers,
    ).toEqual([C])
  })

  it("refuses another network's txn as a network mismatch, told by its code", () => {
    expect(() =>
      planSigning({ items: [item(A), item(C, true, 'mainnet-v1.0')], connected: [A], genesisId: TESTNET }),
    ).toThrow(expect.objectContaining({ code: 'networkMismatch', message: NETWORK_MISMATCH }))
  })

  it('aligns the answer with the group, keeping only asked indexes', () => {
    const x = Uint8Array.of(1)
    expect(alignSigned(3, [1], [x, x, x])).toEqual([null, x, null])
    expect(alignSigned(2, [0, 1], [x])).toEqual([x, null])
  })
})

// ---- through the manager, with real encodings ------------------------------------------

const sk = algosdk.mnemonicToSecretKey(TEST_ACCOUNT.mnemonic).sk
type Kind = 'none' | 'sig' | 'msig' | 'lsig' | 'empty-wrapper'

function encode(txn: algosdk.Transaction, kind: Kind): Uint8Array {
  switch (kind) {
    case 'none':
      return algosdk.encodeUnsignedTransaction(txn)
    case 'empty-wrapper':
      // A SignedTransaction wrapper without any signature is still unsigned.
      return algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn }))
    case 'sig':
      return algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: new Uint8Array(64).fill(7) }))
    case 'msig':
      return algosdk.encodeMsgpack(
        new algosdk.SignedTransaction({
          txn,
          msig: { v: 1, thr: 1, subsig: [{ pk: algosdk.decodeAddress(A).publicKey, s: new Uint8Array(64) }] },
        }),
      )
    case 'lsig': {
      const lsig = new algosdk.LogicSigAccount(Uint8Array.from([0x01, 0x20, 0x01, 0x01, 0x22]))
      lsig.sign(sk)
      return algosdk.signLogicSigTransactionObject(txn, lsig).blob
    }
  }
}

async function connectedManager(options: WalletManagerOptions = {}) {
  const pera = fakeWallet([{ address: A }, { address: B }])
  vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
  const m = createWalletManager({
    networks: ['testnet'],
    defaultNetwork: 'testnet',
    storage: mapStorage(),
    registry: fakeRegistry({ pera }),
    fetchAuthAddress: async () => undefined,
    eventTarget: null,
    ...options,
  })
  await m.connect('pera')
  return { m, pera }
}

describe('signTransactions', () => {
  it("throws 'No active wallet' without one", async () => {
    const m = createWalletManager({ storage: mapStorage(), registry: fakeRegistry({}), eventTarget: null })
    await expect(m.signTransactions([algosdk.encodeUnsignedTransaction(payment(A, 1))])).rejects.toMatchObject({
      code: 'notConnected',
      message: 'No active wallet',
    })
  })

  it('refuses a txn for another network before the wallet sees the group', async () => {
    const { m, pera } = await connectedManager()
    const group = [payment(A, 1), payment(A, 2, NETWORKS.mainnet)]
    await expect(m.signTransactions(group)).rejects.toThrow(NETWORK_MISMATCH)
    expect(pera.adapter.signTransactions).not.toHaveBeenCalled()
  })

  it('treats a group whose first item has a genesis id string as Transaction objects', async () => {
    const { m, pera } = await connectedManager()
    const group = [payment(A, 1), payment(C, 2), payment(B, 3)]
    const result = await m.signTransactions(group, [0, 1])
    expect(pera.signCalls[0]!.indexes).toEqual([0])
    expect(pera.signCalls[0]!.txns).toEqual(group.map((t) => algosdk.encodeUnsignedTransaction(t)))
    expect(result).toEqual([Uint8Array.of(0xff, 0), null, null])
  })

  it('a group with nothing to sign never reaches the wallet', async () => {
    const { m, pera } = await connectedManager()
    expect(await m.signTransactions([encode(payment(C, 1), 'none'), encode(payment(A, 2), 'msig')])).toEqual([
      null,
      null,
    ])
    expect(pera.adapter.signTransactions).not.toHaveBeenCalled()
  })

  it('never asks the wallet to sign for its other accounts, only for the active one', async () => {
    const { m, pera } = await connectedManager()
    const group = [payment(A, 1), payment(B, 2)]
    expect(await m.signTransactions(group)).toEqual([Uint8Array.of(0xff, 0), null])
    expect(pera.signCalls[0]!.indexes).toEqual([0])
  })

  it('signs for another account of the wallet only when the caller names it', async () => {
    const { m, pera } = await connectedManager()
    const group = [payment(A, 1), payment(B, 2), payment(C, 3)]
    await m.signTransactions(group, undefined, { alsoSign: [B, C] })
    // C is not in the wallet: naming it does not make it signable.
    expect(pera.signCalls[0]!.indexes).toEqual([0, 1])
  })

  it('property: no txn with a foreign sender or an existing signature (sig/msig/lsig) ever reaches the wallet', async () => {
    const { m, pera } = await connectedManager()
    const entry = fc.record({
      sender: fc.constantFrom(A, B, C),
      kind: fc.constantFrom<Kind>('none', 'none', 'empty-wrapper', 'sig', 'msig', 'lsig'),
    })
    await fc.assert(
      fc.asyncProperty(
        fc.array(entry, { minLength: 1, maxLength: 8 }),
        fc.option(fc.array(fc.nat(9), { maxLength: 6 }), { nil: undefined }),
        fc.boolean(),
        async (entries, indexesToSign, asObjects) => {
          pera.signCalls.length = 0
          const txns = entries.map((e, i) => payment(e.sender, i))
          const allUnsigned = entries.every((e) => e.kind === 'none')
          const group = asObjects && allUnsigned ? txns : txns.map((t, i) => encode(t, entries[i]!.kind))
          const result = await m.signTransactions(group as Uint8Array[], indexesToSign)
          // Independent oracle of what may be signed.
          const expected = entries.flatMap((e, i) =>
            (e.kind === 'none' || e.kind === 'empty-wrapper') &&
            e.sender === A &&
            (!indexesToSign?.length || indexesToSign.includes(i))
              ? [i]
              : [],
          )
          const reached = pera.signCalls.flatMap((call) => call.indexes)
          expect(reached).toEqual(expected)
          for (const call of pera.signCalls) {
            for (const i of call.indexes) {
              const decoded = algosdk.decodeUnsignedTransaction(call.txns[i]!)
              expect(decoded.sender.toString()).toBe(A)
              expect(['none', 'empty-wrapper']).toContain(entries[i]!.kind)
            }
          }
          expect(result).toHaveLength(entries.length)
          expect(result.flatMap((r, i) => (r ? [i] : []))).toEqual(expected)
        },
      ),
      { numRuns: 150 },
    )
  })
})

describe('signTransactions: waiting and giving up', () => {
  it('a rekeyed account waits for its auth-address lookup, then is signed by the auth account', async () => {
    let answerLookup: (auth: string) => void = () => undefined
    const { m, pera } = await connectedManager({
      fetchAuthAddress: () => new Promise<string | undefined>((resolve) => (answerLookup = resolve)),
    })
    expect(m.store.getState().authAddress.status).toBe('unknown')
    const signing = m.signTransactions([payment(A, 1)])
    await Promise.resolve()
    expect(pera.adapter.signTransactions).not.toHaveBeenCalled()
    answerLookup(C)
    await signing
    expect(pera.signCalls[0]!.signers).toEqual([C])
  })

  it('a rekeyed co-signer is signed through its auth address, like the acting account', async () => {
    const { m, pera } = await connectedManager({
      fetchAuthAddress: async (_net, address) => (address === B ? C : undefined),
    })
    await m.signTransactions([payment(A, 1), payment(B, 2)], undefined, { alsoSign: [B] })
    expect(pera.signCalls[0]!.signers).toEqual([A, C])
  })

  it('a wallet that never answers: aborting rejects at once, as a cancellation', async () => {
    const { m, pera } = await connectedManager()
    pera.adapter.signTransactions.mockImplementation(() => new Promise(() => undefined))
    const controller = new AbortController()
    const signing = m.signTransactions([payment(A, 1)], undefined, { signal: controller.signal })
    await vi.waitFor(() => expect(pera.adapter.signTransactions).toHaveBeenCalled())
    expect(pera.adapter.signTransactions.mock.calls[0]![3]).toBe(controller.signal)
    controller.abort()
    const error = await signing.catch((e: unknown) => e)
    expect(isUserCancellation(error)).toBe(true)
  })

  it('an aborted signal never reaches the wallet', async () => {
    const { m, pera } = await connectedManager()
    const controller = new AbortController()
    controller.abort()
    const error = await m.signTransactions([payment(A, 1)], undefined, { signal: controller.signal }).catch((e) => e)
    expect(isUserCancellation(error)).toBe(true)
    expect(pera.adapter.signTransactions).not.toHaveBeenCalled()
  })
})
