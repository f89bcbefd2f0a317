import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import type { SignRequest } from '../signRequest'
import { isUserCancellation } from '../isUserCancellation'
import { SigningRejectedError } from './signingRejected'
import { slotKey } from './storageSlot'
import { encodedPayments } from '@/testing/payments'
import { adapterContext } from '@/testing/fakeWallets'

// ---- SDK fakes (hoisted by vi.mock) ------------------------------------------------------
/** A signed transaction as a wallet returns it (a zero signature: only its place matters here). */
function signedBlob(txn: algosdk.Transaction): Uint8Array {
  return algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: new Uint8Array(64) }))
}
const sdk = vi.hoisted(() => {
  /** A WalletConnect-v1 style client that keeps its "session" in localStorage 'walletconnect'. */
  function wcV1(label: string) {
    return class {
      static instances: unknown[] = []
      connector: { on: (e: string, cb: () => void) => void; handlers: Record<string, () => void> } | null = null
      options: unknown
      constructor(options: unknown) {
        this.options = options
        ;(this.constructor as unknown as { instances: unknown[] }).instances.push(this)
      }
      private attach() {
        const handlers: Record<string, () => void> = {}
        this.connector = { handlers, on: (e, cb) => void (handlers[e] = cb) }
      }
      async connect() {
        localStorage.setItem('walletconnect', `${label}-session`)
        this.attach()
        return [`${label}-address`]
      }
      async reconnectSession() {
        const session = localStorage.getItem('walletconnect')
        if (session !== `${label}-session`) return []
        this.attach()
        return [`${label}-address`]
      }
      async disconnect() {
        localStorage.removeItem('walletconnect')
      }
      // Answers like the SDKs: only the signed ones, each a signed transaction.
      signTransaction = vi.fn(async (groups: { txn: algosdk.Transaction; signers?: string[] }[][]) =>
        groups[0]!.flatMap((t) => (t.signers ? [] : [signedBlob(t.txn)])),
      )
    }
  }
  return { Pera: wcV1('pera'), Defly: wcV1('defly') }
})
vi.mock('@perawallet/connect', () => ({ PeraWalletConnect: sdk.Pera }))
vi.mock('@blockshake/defly-connect', () => ({ DeflyWalletConnect: sdk.Defly }))

// Only what the two tests above reach: the stored sessions, and init (one can fail).
const wc = vi.hoisted(() => {
  const sessions: { topic: string; expiry: number; namespaces: { algorand: { accounts: string[] } } }[] = []
  const client = {
    on: () => undefined,
    session: { getAll: () => sessions, get: (topic: string) => sessions.find((s) => s.topic === topic)! },
  }
  return { sessions, client, init: vi.fn(async () => client) }
})
vi.mock('@walletconnect/sign-client', () => ({ SignClient: { init: wc.init } }))

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

describe('pera', () => {
  it('passes the network chain id and aligns the signed answer with the group', async () => {
    const { createAdapter } = await import('./pera')
    const adapter = createAdapter(ctx(NETWORKS.mainnet))
    expect(await adapter.connect()).toEqual([{ address: 'pera-address' }])
    const instance = sdk.Pera.instances.at(-1) as InstanceType<typeof sdk.Pera>
    expect(instance.options).toMatchObject({ chainId: 416001 })
    const txns = group(NETWORKS.mainnet, [A, B, A])
    const result = await adapter.signTransactions(txns, [0, 2], [A, null, B])
    const unsigned = txns.map((bytes) => algosdk.decodeUnsignedTransaction(bytes))
    expect(result).toEqual([signedBlob(unsigned[0]!), null, signedBlob(unsigned[2]!)])
    const sent = instance.signTransaction.mock.calls[0]![0][0]!
    expect(sent.map((t) => Object.keys(t).sort())).toEqual([['txn'], ['signers', 'txn'], ['authAddr', 'txn']])
  })

  it('a session ended on the phone tells the manager', async () => {
    const { createAdapter } = await import('./pera')
    const context = ctx()
    await createAdapter(context).connect()
    const instance = sdk.Pera.instances.at(-1) as InstanceType<typeof sdk.Pera>
    instance.connector!.handlers.disconnect!()
    expect(context.onSessionEnded).toHaveBeenCalledOnce()
  })
})

describe('Pera and Defly connected at once', () => {
  it("do not overwrite each other's 'walletconnect' session storage", async () => {
    const pera = (await import('./pera')).createAdapter(ctx())
    const defly = (await import('./defly')).createAdapter(ctx())
    await pera.connect()
    await defly.connect()
    expect(localStorage.getItem(slotKey('pera'))).toBe('pera-session')
    expect(localStorage.getItem(slotKey('defly'))).toBe('defly-session')
    // Fresh adapters (a reload) each resume their own session.
    const pera2 = (await import('./pera')).createAdapter(ctx())
    const defly2 = (await import('./defly')).createAdapter(ctx())
    expect(await defly2.resume()).toEqual([{ address: 'defly-address' }])
    expect(await pera2.resume()).toEqual([{ address: 'pera-address' }])
    await defly2.disconnect()
    expect(localStorage.getItem(slotKey('defly'))).toBeNull()
    expect(localStorage.getItem(slotKey('pera'))).toBe('pera-session')
  })
})

// The rest is covered against the real sign-client in wcV2Sdk.test.ts; these need states that
// are costly to reach through a relay (several stored sessions, a failing init).
describe('walletconnect: sessions over time (sign client faked)', () => {
  const on = (topic: string, expiry: number, address: string) => ({
    topic,
    expiry,
    namespaces: { algorand: { accounts: [`${NETWORKS.testnet.caipChainId}:${address}`] } },
  })
  beforeEach(() => {
    wc.sessions.length = 0
  })

  it('resumes the most recent session, not the oldest', async () => {
    wc.sessions.push(on('old', 1000, B), on('new', 2000, A))
    const adapter = (await import('./walletconnect')).createAdapter(ctx())
    expect(await adapter.resume()).toEqual([{ address: A }])
  })

  it('a failed SignClient.init is tried again on the next call', async () => {
    wc.sessions.push(on('t', 1000, A))
    wc.init.mockRejectedValueOnce(new Error('relay unreachable'))
    const adapter = (await import('./walletconnect')).createAdapter(ctx())
    await expect(adapter.resume()).rejects.toThrow('relay unreachable')
    expect(await adapter.resume()).toEqual([{ address: A }])
  })
})

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
    await expect(createAdapter(ctx(NETWORKS.mainnet)).connect()).rejects.toThrow('Exodus not available')
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

/** KMD's REST API holding the test accounts' keys; answers like the daemon. */
function fakeKmd(requests: string[]) {
  const keys = [TEST_ACCOUNT, OTHER_ACCOUNT].map((account) => algosdk.mnemonicToSecretKey(account.mnemonic))
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    requests.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const raw = init?.body
    const body = raw ? JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw as Uint8Array)) : {}
    const sign = () => {
      const txn = algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(body.transaction))
      const publicKey = body.public_key ? algosdk.base64ToBytes(body.public_key) : txn.sender.publicKey
      const key = keys.find(
        (k) =>
          algosdk.bytesToBase64(algosdk.decodeAddress(k.addr.toString()).publicKey) ===
          algosdk.bytesToBase64(publicKey),
      )
      if (!key) return null
      return { signed_transaction: algosdk.bytesToBase64(txn.signTxn(key.sk)) }
    }
    const answers: Record<string, () => unknown> = {
      '/v1/wallets': () => ({
        wallets: [
          { id: 'x', name: 'other' },
          { id: 'w', name: 'unencrypted-default-wallet' },
        ],
      }),
      '/v1/wallet/init': () =>
        body.wallet_id === 'w' && body.wallet_password === '' ? { wallet_handle_token: 'h' } : {},
      '/v1/key/list': () => ({ addresses: [A] }),
      '/v1/wallet/release': () => ({}),
      '/v1/transaction/sign': sign,
    }
    const answer = answers[url.pathname]?.() ?? null
    return new Response(JSON.stringify(answer ?? { error: true, message: 'key does not exist in this wallet' }), {
      status: answer ? 200 : 400,
      headers: { 'content-type': 'application/json' },
    })
  })
}

describe('kmd (real algosdk client, REST faked)', () => {
  it('uses the default unencrypted wallet with an empty password, signs aligned, releases the handle', async () => {
    const { createAdapter } = await import('./kmd')
    const requests: string[] = []
    const fetchMock = fakeKmd(requests)
    const adapter = createAdapter(ctx(NETWORKS.localnet))
    expect(await adapter.connect()).toEqual([{ address: A }])
    const txns = group(NETWORKS.localnet, [B, A])
    const result = await adapter.signTransactions(txns, [1], [null, A])
    expect(result[0]).toBeNull()
    expect(algosdk.decodeSignedTransaction(result[1]!).txn.sender.toString()).toBe(A)
    expect(requests.filter((r) => r.endsWith('/v1/wallet/release'))).toHaveLength(2)
    expect(String(fetchMock.mock.calls[0]![0])).toContain('localhost:4002')
  })

  it("a rekeyed account is signed with its auth account's key", async () => {
    const { createAdapter } = await import('./kmd')
    fakeKmd([])
    const adapter = createAdapter(ctx(NETWORKS.localnet))
    const result = await adapter.signTransactions(group(NETWORKS.localnet, [A]), [0], [B])
    const signed = algosdk.decodeSignedTransaction(result[0]!)
    expect(signed.txn.sender.toString()).toBe(A)
    expect(signed.sgnr?.toString()).toBe(B)
  })
})
