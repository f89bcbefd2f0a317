// @vitest-environment jsdom
/**
 * The WalletConnect v2 adapter against the real `@walletconnect/sign-client` (and its core:
 * crypto, pairing, sessions, storage), with only the relay faked: the global WebSocket is
 * `FakeRelaySocket` (testing/fakeWcRelay.ts), which answers the relay's JSON-RPC over the
 * socket `@walletconnect/jsonrpc-ws-connection` opens. The phone is a second real SignClient
 * (the wallet side) on the same fake relay, approving, answering and ending sessions.
 *
 * Storage: in Node the SDK's key-value storage is in memory per client, where a browser keeps
 * it in IndexedDB or localStorage across reloads. `SignClient.init` is given (spied, every
 * other option as the adapter passes it) a storage over jsdom's localStorage, as the browser
 * build's fallback does, so a new client after a "reload" reads what the last one wrote.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import type { SignClient } from '@walletconnect/sign-client'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { FakeRelaySocket, resetRelay } from '@/testing/fakeWcRelay'
import { adapterContext } from '@/testing/fakeWallets'
import { encodedPayments } from '@/testing/payments'
import type { AdapterContext } from '../types'
import type { Arc1Transaction } from './arc1'

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>()
  return { ...actual, env: { ...actual.env, walletConnectProjectId: 'test-project' } }
})
// Loaded before any import: the socket module takes the global WebSocket when it loads.
vi.hoisted(() => {
  // Each SignClient gets its own core, as in separate page loads (not one per process).
  process.env.DISABLE_GLOBAL_CORE = 'true'
})
vi.stubGlobal('WebSocket', FakeRelaySocket)

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const testnet = NETWORKS.testnet
const caip = (address: string, net = testnet) => `${net.caipChainId}:${address}`

type Client = Awaited<ReturnType<typeof SignClient.init>>

/** The phone: a real wallet-side SignClient that pairs with the link the adapter shows. */
async function phone(accounts: string[]) {
  // Imported after the WebSocket stub (a static import would load the socket module first).
  const { SignClient } = await import('@walletconnect/sign-client')
  const client: Client = await SignClient.init({
    projectId: 'test-project',
    customStoragePrefix: 'phone',
    metadata: { name: 'Phone', description: '', url: 'http://localhost:3000', icons: [] },
  })
  const requests: Arc1Transaction[][] = []
  /** Sessions the app ended. */
  const ended: string[] = []
  client.on('session_delete', ({ topic }) => void ended.push(topic))
  let answer: 'sign' | 'reject' = 'sign'
  client.on('session_proposal', ({ id }) => {
    void client.approve({
      id,
      namespaces: { algorand: { accounts, methods: ['algo_signTxn'], events: [] } },
    })
  })
  client.on('session_request', ({ id, topic, params }) => {
    const txns = (params.request.params as Arc1Transaction[][])[0]!
    requests.push(txns)
    void client.respond({
      topic,
      response:
        answer === 'reject'
          ? { id, jsonrpc: '2.0', error: { code: 4001, message: 'User rejected the request' } }
          : { id, jsonrpc: '2.0', result: txns.map((t, i) => (t.signers?.length === 0 ? null : btoa(`signed ${i}`))) },
    })
  })
  return {
    client,
    requests,
    ended,
    rejectNext: () => void (answer = 'reject'),
    pair: (uri: string) => client.pair({ uri }),
    sessions: () => client.session.getAll(),
  }
}

/** The adapter, its context and a phone that pairs with whatever link the adapter shows. */
async function connected(accounts = [caip(A), caip(B)], network = testnet) {
  const wallet = await phone(accounts)
  const context: AdapterContext = adapterContext(network, {
    showPairingUri: vi.fn((uri: string) => {
      void wallet.pair(uri)
      return () => undefined
    }),
    onAccountsChanged: vi.fn(),
  })
  const adapter = (await import('./walletconnect')).createAdapter(context)
  const reported = await adapter.connect()
  return { wallet, context, adapter, reported }
}

/** Storage that fails, as IndexedDB can in a private window or when full: `SignClient.init` rejects. */
let storageFails = false
// The Verify API reads its key from storage in its constructor without awaiting it, so failing
// that read would be an unhandled rejection beside the failed init this test is about.
const checked = (key = '') => {
  if (storageFails && !key.endsWith('//verify:public:key')) throw new Error('storage unavailable')
}

/** The browser build's localStorage fallback of `@walletconnect/keyvaluestorage`. */
const browserStorage = {
  getKeys: async () => (checked(), Object.keys(localStorage)),
  getEntries: async <T>() =>
    Object.keys(localStorage).map((k) => [k, JSON.parse(localStorage.getItem(k)!) as T] as [string, T]),
  getItem: async <T>(key: string) => {
    checked(key)
    const text = localStorage.getItem(key)
    return text === null ? undefined : (JSON.parse(text) as T)
  },
  setItem: async <T>(key: string, value: T) => localStorage.setItem(key, JSON.stringify(value)),
  removeItem: async (key: string) => localStorage.removeItem(key),
}

beforeEach(async () => {
  storageFails = false
  resetRelay()
  localStorage.clear()
  const { SignClient } = await import('@walletconnect/sign-client')
  const init = SignClient.init.bind(SignClient)
  vi.spyOn(SignClient, 'init').mockImplementation((opts) => init({ ...opts, storage: browserStorage }))
})
afterEach(() => {
  vi.restoreAllMocks()
})

describe('walletconnect v2 (real sign-client, relay faked)', () => {
  it('connects: the phone approves the proposal shown as a pairing link, on the network chain', async () => {
    const { reported, context, wallet } = await connected([caip(A), caip(B, NETWORKS.mainnet)])
    expect(reported).toEqual([{ address: A }])
    expect(context.showPairingUri).toHaveBeenCalledWith(expect.stringMatching(/^wc:/), expect.any(Function))
    expect(wallet.sessions()).toHaveLength(1)
  })

  it('resumes after a reload: a new client over the same storage finds the session', async () => {
    await connected()
    const reloaded = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    expect(await reloaded.resume()).toEqual([{ address: A }, { address: B }])
    // Another network's adapter does not take a session bound to testnet.
    const mainnet = (await import('./walletconnect')).createAdapter(adapterContext(NETWORKS.mainnet))
    expect(await mainnet.resume()).toBeNull()
  })

  it('signs a group through algo_signTxn: unasked entries go with signers [] and come back unsigned', async () => {
    const { adapter, wallet } = await connected()
    const txns = encodedPayments(testnet, [B, A, A])
    const signed = await adapter.signTransactions(txns, [1], [null, A, A])
    expect(wallet.requests).toHaveLength(1)
    expect(wallet.requests[0]!.map((t) => t.signers)).toEqual([[], undefined, []])
    expect(wallet.requests[0]!.map((t) => t.txn)).toEqual(txns.map((t) => algosdk.bytesToBase64(t)))
    expect(signed.map((s) => (s ? new TextDecoder().decode(s) : null))).toEqual([null, 'signed 1', null])
  })

  it('a rejection in the wallet fails the signing with its message', async () => {
    const { adapter, wallet } = await connected()
    wallet.rejectNext()
    await expect(adapter.signTransactions(encodedPayments(testnet, [A]), [0], [A])).rejects.toMatchObject({
      message: 'User rejected the request',
    })
  })

  it('disconnect ends the session at the phone too, and a later resume finds none', async () => {
    const { adapter, wallet } = await connected()
    await adapter.disconnect()
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0))
    const reloaded = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    expect(await reloaded.resume()).toBeNull()
  })

  it('a session ended on the phone ends the wallet in the app; signing then fails as not connected', async () => {
    const { adapter, wallet, context } = await connected()
    const topic = wallet.sessions()[0]!.topic
    await wallet.client.disconnect({ topic, reason: { code: 6000, message: 'User disconnected' } })
    await vi.waitFor(() => expect(context.onSessionEnded).toHaveBeenCalledOnce())
    await expect(adapter.signTransactions(encodedPayments(testnet, [A]), [0], [A])).rejects.toThrow(
      'Wallet is not connected',
    )
  })

  it('a stale session (expired while the page was closed) is not resumed after a reload', async () => {
    await connected()
    // Time passes: the stored session and the SDK's expiry record of it are past due.
    const expire = (key: string) => {
      const records = JSON.parse(localStorage.getItem(key)!) as { expiry: number }[]
      expect(records.length).toBeGreaterThan(0)
      localStorage.setItem(key, JSON.stringify(records.map((r) => ({ ...r, expiry: 1 }))))
    }
    expire('wc@2:client:0.3//session')
    expire('wc@2:core:0.3//expirer')
    const reloaded = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    expect(await reloaded.resume()).toBeNull()
  })

  it('accounts changed in the wallet (session_update) are reported', async () => {
    const { wallet, context } = await connected([caip(A)])
    const session = wallet.sessions()[0]!
    await wallet.client.update({
      topic: session.topic,
      namespaces: { algorand: { accounts: [caip(B)], methods: ['algo_signTxn'], events: [] } },
    })
    await vi.waitFor(() => expect(context.onAccountsChanged).toHaveBeenCalledWith([{ address: B }]))
  })

  it('connecting again ends the previous session at the phone first', async () => {
    const { adapter, wallet } = await connected()
    const first = wallet.sessions()[0]!.topic
    expect(await adapter.connect()).toEqual([{ address: A }, { address: B }])
    await vi.waitFor(() => expect(wallet.ended).toEqual([first]))
    expect(wallet.sessions()).toHaveLength(1)
  })

  it('closing the pairing link cancels the connect; a phone approving later has that session ended', async () => {
    const wallet = await phone([caip(A)])
    let link = ''
    const context = adapterContext(testnet, {
      showPairingUri: (uri: string, cancel: () => void) => {
        link = uri
        cancel()
        return () => undefined
      },
    })
    const adapter = (await import('./walletconnect')).createAdapter(context)
    await expect(adapter.connect()).rejects.toMatchObject({ code: 'cancelled' })
    await wallet.pair(link)
    await vi.waitFor(() => expect(wallet.ended).toHaveLength(1))
    expect(wallet.sessions()).toHaveLength(0)
  })

  it('a network switch: the old network adapter ends the stored session (what the manager does)', async () => {
    const { wallet } = await connected()
    // After a reload on the new network nothing resumed it: disconnect finds the stored one.
    const old = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    await old.disconnect()
    await vi.waitFor(() => expect(wallet.sessions()).toHaveLength(0))
  })

  it('resumes the most recent of several stored sessions, not the oldest', async () => {
    const { wallet } = await connected()
    const older = wallet.sessions()[0]!
    // The phone narrows the first session to B.
    await wallet.client.update({
      topic: older.topic,
      namespaces: { algorand: { accounts: [caip(B)], methods: ['algo_signTxn'], events: [] } },
    })
    // Another tab's client, over the same storage, pairs a second session (A and B).
    const { SignClient } = await import('@walletconnect/sign-client')
    const tab = await SignClient.init({
      projectId: 'test-project',
      metadata: { name: 'Tab', description: '', url: 'http://localhost:3000', icons: [] },
    })
    const { uri, approval } = await tab.connect({
      requiredNamespaces: { algorand: { chains: [testnet.caipChainId!], methods: ['algo_signTxn'], events: [] } },
    })
    await wallet.pair(uri!)
    const newer = await approval()
    const key = 'wc@2:client:0.3//session'
    await vi.waitFor(() => expect(JSON.parse(localStorage.getItem(key)!)).toHaveLength(2))
    // The first was made earlier: it expires earlier.
    const records = JSON.parse(localStorage.getItem(key)!) as { topic: string; expiry: number }[]
    localStorage.setItem(
      key,
      JSON.stringify(records.map((r) => (r.topic === older.topic ? { ...r, expiry: newer.expiry - 3600 } : r))),
    )
    const reloaded = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    expect(await reloaded.resume()).toEqual([{ address: A }, { address: B }])
  })

  it('a failed SignClient.init (storage unavailable) is not kept: the next call tries again', async () => {
    await connected()
    storageFails = true
    const reloaded = (await import('./walletconnect')).createAdapter(adapterContext(testnet))
    await expect(reloaded.resume()).rejects.toThrow('storage unavailable')
    storageFails = false
    expect(await reloaded.resume()).toEqual([{ address: A }, { address: B }])
  })
})
