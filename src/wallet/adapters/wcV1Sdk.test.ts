/**
 * Pera and Defly through their real SDK packages; only the WalletConnect v1 connector (the
 * bridge socket and its session storage) is faked. What reaches the phone is what the SDK
 * would send over the bridge.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { adapterContext } from '@/testing/fakeWallets'
import { slotKey } from './storageSlot'
import { isUserCancellation } from '../isUserCancellation'
import { payment as testPayment } from '@/testing/payments'

interface SentTxn {
  txn: string
  signers?: string[]
  authAddr?: string
}

// The SDKs' UI bundles (loaded beside them) draw on a canvas at import; jsdom has none.
vi.hoisted(() => {
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy({}, { get: () => () => undefined, set: () => true })) as never
})

const bridge = vi.hoisted(() => {
  const state = {
    /** Every algo_signTxn request the SDK sent over the bridge. */
    requests: [] as { method: string; params: unknown[] }[],
    /** How the phone answers a request (the wallet's own answer, before the SDK reads it). */
    answer: (_txns: unknown[]): unknown[] => [],
  }
  /** Stands in for @walletconnect/client: its session lives in localStorage 'walletconnect'. */
  class Connector {
    accounts: string[] = []
    connected = false
    handlers: Record<string, unknown> = {}
    constructor(_options: unknown) {
      const stored = localStorage.getItem('walletconnect')
      const session = stored ? (JSON.parse(stored) as { accounts: string[]; connected: boolean }) : null
      this.accounts = session?.accounts ?? []
      this.connected = session?.connected ?? false
    }
    on(event: string, cb: unknown) {
      this.handlers[event] = cb
    }
    async sendCustomRequest(request: { method: string; params: unknown[] }) {
      state.requests.push(request)
      return state.answer(request.params[0] as unknown[])
    }
    async killSession() {
      localStorage.removeItem('walletconnect')
    }
  }
  return { state, Connector }
})
vi.mock('@walletconnect/client', () => ({ default: bridge.Connector }))
vi.mock('@perawallet/walletconnect', () => ({ default: bridge.Connector }))

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const C = THIRD_ACCOUNT.address
const ctx = () => adapterContext()

const payment = (sender: string, amount: number) => testPayment(NETWORKS.testnet, sender, amount)
const signed = (txn: algosdk.Transaction) =>
  algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: new Uint8Array(64) }))
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** A phone that signs every entry it is asked to sign (no `signers`) and answers compactly. */
function phoneSigningAsked(txns: unknown[]): unknown[] {
  return (txns as SentTxn[]).map((entry) =>
    entry.signers ? null : b64(signed(algosdk.decodeUnsignedTransaction(Buffer.from(entry.txn, 'base64')))),
  )
}

function storeSession(slot: 'pera' | 'defly', accounts: string[]) {
  localStorage.setItem(slotKey(slot), JSON.stringify({ accounts, connected: true, bridge: 'https://bridge.example' }))
}

beforeEach(() => {
  localStorage.clear()
  bridge.state.requests.length = 0
  bridge.state.answer = phoneSigningAsked
  // The SDKs fetch their remote config; none here, so they fall back to their defaults.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

const group = () => {
  const txns = [payment(A, 0), payment(C, 1), payment(A, 2)]
  algosdk.assignGroupID(txns)
  return txns
}

/** The wallet's adapter over a stored bridge session (as after a reload). */
async function storedAdapter(wallet: 'pera' | 'defly') {
  storeSession(wallet, [A])
  if (wallet === 'defly') return (await import('./defly')).createAdapter(ctx())
  localStorage.setItem('PeraWallet.Wallet', JSON.stringify({ type: 'pera-wallet', accounts: [A] }))
  return (await import('./pera')).createAdapter(ctx())
}

describe.each(['pera', 'defly'] as const)('%s (real SDK, bridge faked)', (wallet) => {
  async function resumed() {
    const adapter = await storedAdapter(wallet)
    expect(await adapter.resume()).toEqual([{ address: A }])
    return adapter
  }

  it('resumes a stored session and leaves the unasked entry unsigned', async () => {
    const adapter = await resumed()
    const txns = group()
    const result = await adapter.signTransactions(
      txns.map((t) => algosdk.encodeUnsignedTransaction(t)),
      [0, 2],
      [A, null, A],
    )
    expect(bridge.state.requests).toHaveLength(1)
    const sent = bridge.state.requests[0]!.params[0] as SentTxn[]
    expect(sent.map((entry) => entry.signers)).toEqual([undefined, [], undefined])
    expect(result).toEqual([signed(txns[0]!), null, signed(txns[2]!)])
  })

  it('puts each signed answer at its own index, whatever order the phone answers in', async () => {
    const adapter = await resumed()
    bridge.state.answer = (txns) => phoneSigningAsked(txns).reverse()
    const txns = group()
    const result = await adapter.signTransactions(
      txns.map((t) => algosdk.encodeUnsignedTransaction(t)),
      [0, 2],
      [A, null, A],
    )
    expect(result).toEqual([signed(txns[0]!), null, signed(txns[2]!)])
  })

  it('a rekeyed account is signed by its auth address', async () => {
    const adapter = await resumed()
    const txns = group()
    await adapter.signTransactions(
      txns.map((t) => algosdk.encodeUnsignedTransaction(t)),
      [0],
      [B, null, null],
    )
    const sent = bridge.state.requests[0]!.params[0] as SentTxn[]
    expect(sent.map((entry) => [entry.authAddr, entry.signers])).toEqual([
      [B, undefined],
      [undefined, []],
      [undefined, []],
    ])
  })
})

describe.each(['pera', 'defly'] as const)('%s: refusal, disconnect', (wallet) => {
  const resumed = () => storedAdapter(wallet)

  it('a refusal on the phone rejects the signing as a cancellation', async () => {
    const adapter = await resumed()
    await adapter.resume()
    bridge.state.answer = () => {
      throw new Error('User Rejected Request')
    }
    const error: unknown = await adapter
      .signTransactions([algosdk.encodeUnsignedTransaction(payment(A, 0))], [0], [A])
      .catch((e: unknown) => e)
    expect(isUserCancellation(error)).toBe(true)
  })

  it('disconnect kills the bridge session: its storage slot is emptied', async () => {
    const adapter = await resumed()
    await adapter.resume()
    const before = [localStorage.getItem(slotKey(wallet)), localStorage.getItem('walletconnect')]
    expect(before.some((v) => v !== null)).toBe(true)
    await adapter.disconnect()
    expect(localStorage.getItem(slotKey(wallet))).toBeNull()
    expect(localStorage.getItem('walletconnect')).toBeNull()
  })
})

describe('pera web', () => {
  it('a Pera Web session comes back after a reload (it has no WalletConnect connector)', async () => {
    vi.mocked(fetch).mockImplementation(
      async () => new Response(JSON.stringify({ web_wallet: true, web_wallet_url: 'web.perawallet.app' })),
    )
    localStorage.setItem('PeraWallet.Wallet', JSON.stringify({ type: 'pera-wallet-web', accounts: [A] }))
    const adapter = (await import('./pera')).createAdapter(ctx())
    expect(await adapter.resume()).toEqual([{ address: A }])
  })
})
