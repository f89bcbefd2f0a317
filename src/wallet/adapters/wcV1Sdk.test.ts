// @vitest-environment jsdom
/**
 * Pera and Defly through their real SDK packages and their real WalletConnect v1 connectors
 * (`@perawallet/walletconnect`, `@walletconnect/client`); only the transport is faked: the
 * global WebSocket is the bridge of testing/fakeWcBridge.ts, and the phone on it scans the
 * pairing link the SDK's modal shows and decrypts what the SDK sends with the session key.
 * The manager's tests here use the real registry, so forgetting a session, a network switch and
 * startup run the code the app runs.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { adapterContext } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { FakeBridgeSocket, FakePhone, resetBridge, shownPairingUri, type WalletTxn } from '@/testing/fakeWcBridge'
import { payment } from '@/testing/payments'
import { isUserCancellation } from '../isUserCancellation'
import { createWalletManager } from '../store'
import type { WalletAdapter } from '../types'
import { slotKey } from './storageSlot'

vi.mock('@/config/env', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/config/env')>()
  return { ...actual, env: { ...actual.env, walletConnectProjectId: 'test-project' } }
})
// The SDKs' UI bundles (loaded beside them) draw on a canvas at import; jsdom has none.
vi.hoisted(() => {
  HTMLCanvasElement.prototype.getContext = (() =>
    new Proxy({}, { get: () => () => undefined, set: () => true })) as never
})
vi.stubGlobal('WebSocket', FakeBridgeSocket)

type Wallet = 'pera' | 'defly'
const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const C = THIRD_ACCOUNT.address
const TESTNET_CHAIN = 416002
const MAINNET_CHAIN = 416001

const signed = (txn: algosdk.Transaction) =>
  algosdk.encodeMsgpack(new algosdk.SignedTransaction({ txn, sig: new Uint8Array(64) }))
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')

/** A phone that signs every entry it is asked to sign and answers compactly (the signed ones only). */
function signingAsked(txns: WalletTxn[]): string[] {
  return txns
    .filter((entry) => !entry.signers)
    .map((entry) => b64(signed(algosdk.decodeUnsignedTransaction(Buffer.from(entry.txn, 'base64')))))
}

let phone: FakePhone

beforeEach(() => {
  localStorage.clear()
  document.body.innerHTML = ''
  phone = new FakePhone([A], resetBridge())
  phone.answer = signingAsked
  // The SDKs fetch their remote config; none here, so they fall back to their defaults.
  vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('offline'))
  vi.spyOn(console, 'log').mockImplementation(() => undefined)
  vi.spyOn(console, 'warn').mockImplementation(() => undefined)
})
afterEach(() => vi.restoreAllMocks())

async function createAdapter(wallet: Wallet, network = NETWORKS.testnet): Promise<WalletAdapter> {
  const ctx = adapterContext(network)
  if (wallet === 'defly') return (await import('./defly')).createAdapter(ctx)
  return (await import('./pera')).createAdapter(ctx)
}

/** The phone scans the link shown now (a new one, not a closed modal's) and approves. */
async function scanShownLink(previous: string | null = null): Promise<string> {
  const uri = await vi.waitFor(() => {
    const shown = shownPairingUri()
    if (!shown || shown === previous) throw new Error('no pairing link shown yet')
    return shown
  })
  phone.scan(uri)
  return uri
}

async function paired(wallet: Wallet): Promise<WalletAdapter> {
  const adapter = await createAdapter(wallet)
  const connecting = adapter.connect()
  await scanShownLink()
  expect(await connecting).toEqual([{ address: A }])
  return adapter
}

/** As after a reload: a new adapter over what the paired one stored. */
async function reloaded(wallet: Wallet): Promise<WalletAdapter> {
  await paired(wallet)
  const adapter = await createAdapter(wallet)
  expect(await adapter.resume()).toEqual([{ address: A }])
  return adapter
}

const group = () => {
  const txns = [payment(A, 0), payment(C, 1), payment(A, 2)]
  algosdk.assignGroupID(txns)
  return txns
}
const encoded = (txns: algosdk.Transaction[]) => txns.map((t) => algosdk.encodeUnsignedTransaction(t))

describe.each(['pera', 'defly'] as const)('%s (real SDK and connector, bridge socket faked)', (wallet) => {
  it('a new pairing: the phone scans the link shown, approves, and the session is kept in its slot', async () => {
    await paired(wallet)
    expect(phone.methods).toEqual(['wc_sessionRequest'])
    expect(phone.chainIds).toEqual([TESTNET_CHAIN])
    const stored = JSON.parse(localStorage.getItem(slotKey(wallet)) ?? 'null') as { peerId: string } | null
    expect(stored?.peerId).toBe(phone.id)
    // The shared key is the SDK's only while a call runs.
    expect(localStorage.getItem('walletconnect')).toBeNull()
  })

  it('after a reload the stored session signs through the phone; the unasked entry stays unsigned', async () => {
    const adapter = await reloaded(wallet)
    // Compact and in reverse order: each answer must still land at its own index.
    phone.answer = (txns) => signingAsked(txns).reverse()
    const txns = group()
    const result = await adapter.signTransactions(encoded(txns), [0, 2], [A, null, A])
    expect(phone.requests).toHaveLength(1)
    expect(phone.requests[0]!.map((entry) => entry.signers)).toEqual([undefined, [], undefined])
    expect(result).toEqual([signed(txns[0]!), null, signed(txns[2]!)])
  })

  it('a rekeyed account is signed by its auth address', async () => {
    const adapter = await reloaded(wallet)
    phone.answer = () => []
    await adapter.signTransactions(encoded(group()), [0], [B, null, null])
    expect(phone.requests[0]!.map((entry) => [entry.authAddr, entry.signers])).toEqual([
      [B, undefined],
      [undefined, []],
      [undefined, []],
    ])
  })

  it('a refusal on the phone rejects the signing as a cancellation', async () => {
    const adapter = await reloaded(wallet)
    phone.answer = () => {
      throw new Error('User Rejected Request')
    }
    const error: unknown = await adapter.signTransactions(encoded([payment(A, 0)]), [0], [A]).catch((e: unknown) => e)
    expect(phone.requests).toHaveLength(1)
    expect(isUserCancellation(error)).toBe(true)
  })
})

/** The app's wallet manager over the real registry: Pera and Defly load their real SDKs. */
function manager(storage: Storage) {
  return createWalletManager({
    networks: ['testnet', 'mainnet', 'betanet'],
    defaultNetwork: 'testnet',
    storage,
    fetchAuthAddress: async () => undefined,
    delay: async () => undefined,
    eventTarget: null,
  })
}

async function connectThroughPhone(m: ReturnType<typeof manager>, wallet: Wallet, previous: string | null = null) {
  const connecting = m.connect(wallet)
  const uri = await scanShownLink(previous)
  await connecting
  expect(m.store.getState().wallets[wallet]?.accounts.map((a) => a.address)).toEqual([A])
  return uri
}

describe.each(['pera', 'defly'] as const)('%s in the wallet manager (bridge socket faked)', (wallet) => {
  it('disconnect ends the session on the phone and empties its storage slot', async () => {
    const m = manager(mapStorage())
    await m.start()
    await connectThroughPhone(m, wallet)
    expect(localStorage.getItem(slotKey(wallet))).not.toBeNull()
    await m.disconnect(wallet)
    await vi.waitFor(() => expect(phone.ended).toBe(true))
    expect(localStorage.getItem(slotKey(wallet))).toBeNull()
    expect(m.store.getState().wallets[wallet]).toBeUndefined()
  })

  it('a session ended from the phone is forgotten, and the next connect pairs again', async () => {
    const m = manager(mapStorage())
    await m.start()
    const first = await connectThroughPhone(m, wallet)
    phone.endSession()
    await vi.waitFor(() => expect(m.store.getState().wallets[wallet]).toBeUndefined())
    // Not 'Session currently connected': the stale session is gone from the slot.
    await connectThroughPhone(m, wallet, first)
    expect(phone.methods.filter((method) => method === 'wc_sessionRequest')).toHaveLength(2)
  })

  it('a bridge gone after a reload: disconnect still empties the slot and the next connect pairs again', async () => {
    const storage = mapStorage()
    const before = manager(storage)
    await before.start()
    const first = await connectThroughPhone(before, wallet)
    resetBridge().down = true
    const m = manager(storage)
    await m.start()
    expect(m.store.getState().wallets[wallet]).toBeDefined()
    await m.disconnect(wallet)
    expect(localStorage.getItem(slotKey(wallet))).toBeNull()
    phone = new FakePhone([A], resetBridge())
    await connectThroughPhone(m, wallet, first)
  })

  it('a network switch ends the session on the phone; on the new chain it pairs again, and betanet drops it', async () => {
    const m = manager(mapStorage())
    await m.start()
    const first = await connectThroughPhone(m, wallet)
    await m.setNetwork('mainnet')
    expect(m.store.getState().wallets[wallet]).toBeUndefined()
    await vi.waitFor(() => expect(phone.ended).toBe(true))
    await vi.waitFor(() => expect(localStorage.getItem(slotKey(wallet))).toBeNull())
    await connectThroughPhone(m, wallet, first)
    expect(phone.chainIds).toEqual([TESTNET_CHAIN, MAINNET_CHAIN])
    await m.setNetwork('betanet')
    expect(m.store.getState().wallets[wallet]).toBeUndefined()
    await vi.waitFor(() => expect(localStorage.getItem(slotKey(wallet))).toBeNull())
  })
})

describe('Pera and Defly connected at once', () => {
  it("keep their sessions in their own slots: a reload resumes each, and one's disconnect leaves the other", async () => {
    const peraPhone = phone
    await paired('pera')
    phone = new FakePhone([C])
    const defly = await createAdapter('defly')
    const connecting = defly.connect()
    await scanShownLink()
    expect(await connecting).toEqual([{ address: C }])
    const peraSlot = localStorage.getItem(slotKey('pera'))
    expect(JSON.parse(peraSlot ?? 'null')).toMatchObject({ peerId: peraPhone.id })
    expect(JSON.parse(localStorage.getItem(slotKey('defly')) ?? 'null')).toMatchObject({ peerId: phone.id })
    const pera2 = await createAdapter('pera')
    const defly2 = await createAdapter('defly')
    expect(await defly2.resume()).toEqual([{ address: C }])
    expect(await pera2.resume()).toEqual([{ address: A }])
    await defly2.disconnect()
    expect(localStorage.getItem(slotKey('defly'))).toBeNull()
    expect(localStorage.getItem(slotKey('pera'))).toBe(peraSlot)
    await vi.waitFor(() => expect(phone.ended).toBe(true))
    expect(peraPhone.ended).toBe(false)
  })
})

describe('pera web', () => {
  it('a Pera Web session comes back after a reload (it has no WalletConnect connector)', async () => {
    vi.mocked(fetch).mockImplementation(
      async () => new Response(JSON.stringify({ web_wallet: true, web_wallet_url: 'web.perawallet.app' })),
    )
    localStorage.setItem('PeraWallet.Wallet', JSON.stringify({ type: 'pera-wallet-web', accounts: [A] }))
    const adapter = await createAdapter('pera')
    expect(await adapter.resume()).toEqual([{ address: A }])
  })
})
