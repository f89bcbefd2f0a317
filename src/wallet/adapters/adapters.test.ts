// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import type { SignRequest } from '../signRequest'
import { isUserCancellation } from '../isUserCancellation'
import { SigningRejectedError } from './signingRejected'
import { encodedPayments } from '@/testing/payments'
import { adapterContext } from '@/testing/fakeWallets'

// ---- SDK fakes (hoisted by vi.mock) ------------------------------------------------------
const lute = vi.hoisted(() => ({ connect: vi.fn(), signTxns: vi.fn() }))
vi.mock('lute-connect', () => ({
  default: class {
    connect = lute.connect
    signTxns = lute.signTxns
  },
}))

// ---- helpers -------------------------------------------------------------------------------
const ctx = adapterContext
const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const group = encodedPayments

beforeEach(() => localStorage.clear())
afterEach(() => vi.clearAllMocks())

describe('lute', () => {
  it("connects with the network's genesis id, resumes from the stored accounts, aligns answers", async () => {
    const { createAdapter } = await import('./lute')
    lute.connect.mockResolvedValue([A])
    lute.signTxns.mockResolvedValue([null, Uint8Array.of(9)])
    expect(await createAdapter(ctx()).connect()).toEqual([{ address: A }])
    expect(lute.connect).toHaveBeenCalledWith('testnet-v1.0')
    expect(await createAdapter(ctx()).resume()).toBeNull()
    expect(await createAdapter(ctx(NETWORKS.testnet, { storedAccounts: () => [{ address: A }] })).resume()).toEqual([
      { address: A },
    ])
    const txns = group(NETWORKS.testnet, [B, A])
    expect(await createAdapter(ctx()).signTransactions(txns, [1], [null, A])).toEqual([null, Uint8Array.of(9)])
  })
})

describe('exodus (its injected window.algorand faked)', () => {
  afterEach(() => {
    delete (window as { algorand?: unknown }).algorand
  })
  function inject(isConnected: boolean) {
    const provider = {
      isConnected,
      enable: vi.fn(async () => ({ accounts: [A] })),
      signTxns: vi.fn(async (txns: { signers?: string[] }[]) => txns.map((t) => (t.signers ? null : 'AAE='))),
      disconnect: vi.fn(async () => undefined),
    }
    ;(window as { algorand?: unknown }).algorand = provider
    return provider
  }

  it("without the injected provider: 'Exodus not available'", async () => {
    const { createAdapter } = await import('./exodus')
    await expect(createAdapter(ctx(NETWORKS.mainnet)).connect()).rejects.toMatchObject({
      code: 'unavailable',
      message: 'Exodus not available',
    })
  })

  it('connects through enable on the network, and resuming at startup never calls it (it prompts)', async () => {
    const { createAdapter } = await import('./exodus')
    const provider = inject(false)
    expect(await createAdapter(ctx(NETWORKS.mainnet)).connect()).toEqual([{ address: A }])
    expect(provider.enable).toHaveBeenCalledWith(expect.objectContaining({ genesisHash: NETWORKS.mainnet.genesisHash }))
    provider.enable.mockClear()
    const stored = ctx(NETWORKS.mainnet, { storedAccounts: () => [{ address: A }] })
    expect(await createAdapter(stored).resume()).toEqual([{ address: A }])
    expect(await createAdapter(ctx(NETWORKS.mainnet)).resume()).toBeNull()
    expect(provider.enable).not.toHaveBeenCalled()
  })

  it('signing after a reload enables the provider first, then signs only the asked entry', async () => {
    const { createAdapter } = await import('./exodus')
    const provider = inject(false)
    const result = await createAdapter(ctx(NETWORKS.mainnet)).signTransactions(
      group(NETWORKS.mainnet, [B, A]),
      [1],
      [null, A],
    )
    expect(provider.enable).toHaveBeenCalledOnce()
    expect(provider.signTxns.mock.calls[0]![0].map((t) => t.signers)).toEqual([[], undefined])
    expect(result).toEqual([null, Uint8Array.of(0, 1)])
  })

  it('a refusal in Exodus rejects the signing as a cancellation', async () => {
    const { createAdapter } = await import('./exodus')
    const provider = inject(true)
    provider.signTxns.mockRejectedValueOnce(Object.assign(new Error('User rejected the request'), { code: 4001 }))
    const signing = createAdapter(ctx(NETWORKS.mainnet)).signTransactions(group(NETWORKS.mainnet, [A]), [0], [A])
    const error: unknown = await signing.catch((e: unknown) => e)
    expect(error).toMatchObject({ message: 'User rejected the request' })
    expect(isUserCancellation(error)).toBe(true)
  })

  it('disconnect tells the provider; with the extension gone, resume and signing fail (stale session)', async () => {
    const { createAdapter } = await import('./exodus')
    const provider = inject(true)
    const stored = ctx(NETWORKS.mainnet, { storedAccounts: () => [{ address: A }] })
    await createAdapter(stored).disconnect()
    expect(provider.disconnect).toHaveBeenCalledOnce()
    delete (window as { algorand?: unknown }).algorand
    await expect(createAdapter(stored).resume()).rejects.toThrow('Exodus not available')
    await expect(createAdapter(stored).signTransactions(group(NETWORKS.mainnet, [A]), [0], [A])).rejects.toThrow(
      'Exodus not available',
    )
    expect(provider.signTxns).not.toHaveBeenCalled()
  })
})

describe('mnemonic', () => {
  /** A mnemonic adapter on the mock network, connected with the test words. */
  async function connectedMnemonic(approveSigning: (request: SignRequest) => Promise<boolean>) {
    const { createAdapter } = await import('./mnemonic')
    const adapter = createAdapter(
      ctx(NETWORKS.mock, { requestMnemonic: async () => TEST_ACCOUNT.mnemonic, approveSigning }),
    )
    await adapter.connect()
    return adapter
  }

  it("refuses a production network: 'Production network detected'", async () => {
    const { createAdapter } = await import('./mnemonic')
    const adapter = createAdapter(ctx(NETWORKS.mainnet, { requestMnemonic: async () => TEST_ACCOUNT.mnemonic }))
    await expect(adapter.connect()).rejects.toThrow('Production network detected')
    await expect(adapter.resume()).rejects.toThrow('Production network detected')
  })

  it('connects for the visit when storage is full or disabled, and does not resume after it', async () => {
    const { createAdapter } = await import('./mnemonic')
    const quota = () => {
      throw new DOMException('full', 'QuotaExceededError')
    }
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(quota)
    const removeItem = vi.spyOn(Storage.prototype, 'removeItem').mockImplementation(quota)
    try {
      const adapter = createAdapter(ctx(NETWORKS.mock, { requestMnemonic: async () => TEST_ACCOUNT.mnemonic }))
      expect(await adapter.connect()).toEqual([{ address: A }])
      await expect(adapter.disconnect()).resolves.toBeUndefined()
      expect(setItem).toHaveBeenCalled()
      expect(await createAdapter(ctx(NETWORKS.mock, {})).resume()).toBeNull()
    } finally {
      setItem.mockRestore()
      removeItem.mockRestore()
    }
  })

  it('connects from the words, resumes after a reload, signs only its own key after approval, aligned', async () => {
    const { createAdapter } = await import('./mnemonic')
    const network = NETWORKS.mock
    expect(await createAdapter(ctx(network, { requestMnemonic: async () => TEST_ACCOUNT.mnemonic })).connect()).toEqual(
      [{ address: A }],
    )
    const approveSigning = vi.fn(async (_request: SignRequest) => true)
    const resumed = createAdapter(ctx(network, { walletName: 'Mnemonic', approveSigning }))
    expect(await resumed.resume()).toEqual([{ address: A }])
    const txns = group(network, [A, B, A])
    const result = await resumed.signTransactions(txns, [0, 2], [A, null, B])
    expect(result[1]).toBeNull()
    expect(result[2]).toBeNull()
    const signed = algosdk.decodeSignedTransaction(result[0]!)
    expect(signed.txn.sender.toString()).toBe(A)
    expect(signed.sig).toHaveLength(64)
    // The user saw exactly what was signed: index 0 only (index 2's signer is another key).
    expect(approveSigning).toHaveBeenCalledOnce()
    expect(approveSigning.mock.calls[0]![0]).toEqual({
      walletName: 'Mnemonic',
      groupSize: 3,
      txns: [{ index: 0, type: 'pay', sender: A, receiver: B, amount: 0n, fee: 1000n }],
    })
    await resumed.disconnect()
    expect(await createAdapter(ctx(network)).resume()).toBeNull()
  })

  it('connecting again adds the account; both resume, and one approval signs each entry with its own key', async () => {
    const { createAdapter } = await import('./mnemonic')
    const network = NETWORKS.mock
    const words = [TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic]
    const adapter = createAdapter(ctx(network, { requestMnemonic: async () => words.shift()! }))
    expect(await adapter.connect()).toEqual([{ address: A }])
    expect(await adapter.connect()).toEqual([{ address: A }, { address: B }])
    const approveSigning = vi.fn(async (_request: SignRequest) => true)
    const resumed = createAdapter(ctx(network, { approveSigning }))
    expect(await resumed.resume()).toEqual([{ address: A }, { address: B }])
    const result = await resumed.signTransactions(group(network, [A, B]), [0, 1], [A, B])
    expect(result.map((bytes) => algosdk.decodeSignedTransaction(bytes!).txn.sender.toString())).toEqual([A, B])
    expect(approveSigning).toHaveBeenCalledOnce()
    expect(approveSigning.mock.calls[0]![0].txns.map((t) => t.sender)).toEqual([A, B])
    await resumed.disconnect()
  })

  it('a refusal rejects like a real wallet (cancellation words, code 4001) and signs nothing', async () => {
    const network = NETWORKS.mock
    const approveSigning = vi.fn(async () => false)
    const adapter = await connectedMnemonic(approveSigning)
    const signTxn = vi.spyOn(algosdk.Transaction.prototype, 'signTxn')
    const error = await adapter.signTransactions(group(network, [A, A]), [0, 1], [A, A]).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(SigningRejectedError)
    expect(error).toMatchObject({ message: 'Transaction Request Rejected', code: 4001 })
    expect(isUserCancellation(error)).toBe(true)
    expect(signTxn).not.toHaveBeenCalled()
    expect(approveSigning).toHaveBeenCalledOnce()
  })

  it('asks nothing when none of the asked txns is its key; refuses to sign without an approval hook', async () => {
    const { createAdapter } = await import('./mnemonic')
    const network = NETWORKS.mock
    const approveSigning = vi.fn(async () => true)
    const adapter = await connectedMnemonic(approveSigning)
    expect(await adapter.signTransactions(group(network, [B, B]), [0, 1], [B, B])).toEqual([null, null])
    expect(approveSigning).not.toHaveBeenCalled()
    const silent = createAdapter(ctx(network))
    await silent.resume()
    await expect(silent.signTransactions(group(network, [A]), [0], [A])).rejects.toThrow(
      'Signing approval not available',
    )
  })
})
