/**
 * KMD through the real algosdk `Kmd` client; only KMD's REST API is faked (fetch), holding the
 * test accounts' keys and answering like the daemon: handles it hands out, lists, signs with,
 * releases, and forgets when they expire.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import algosdk from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { adapterContext } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { encodedPayments } from '@/testing/payments'
import { createWalletManager } from '../store'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const localnet = NETWORKS.localnet
const group = (senders: string[]) => encodedPayments(localnet, senders)

/** The daemon: its wallets, the handles it has handed out, and every call made to it. */
function fakeKmd() {
  const keys = [TEST_ACCOUNT, OTHER_ACCOUNT].map((account) => algosdk.mnemonicToSecretKey(account.mnemonic))
  const daemon = {
    /** Every call, as `METHOD /path`. */
    requests: [] as string[],
    /** Handles handed out and not yet released or expired. */
    open: new Set<string>(),
    /** Every handle handed out. */
    issued: [] as string[],
    /** The daemon refuses to sign (as for a key it does not hold). */
    refuseSigning: false,
    /** Every open handle expires, as after KMD's handle timeout or a restart. */
    expireHandles: () => daemon.open.clear(),
  }
  const fail = (message: string) => ({ status: 400, body: { error: true, message } })
  const withHandle = (token: unknown, then: () => unknown) =>
    daemon.open.has(String(token)) ? { status: 200, body: then() } : fail('handle does not exist')
  const sign = (body: Record<string, string>) => {
    if (daemon.refuseSigning) return fail('key does not exist in this wallet')
    const txn = algosdk.decodeUnsignedTransaction(algosdk.base64ToBytes(body.transaction!))
    const publicKey = body.public_key ? algosdk.base64ToBytes(body.public_key) : txn.sender.publicKey
    const key = keys.find((k) => algosdk.bytesToBase64(k.addr.publicKey) === algosdk.bytesToBase64(publicKey))
    if (!key) return fail('key does not exist in this wallet')
    return withHandle(body.wallet_handle_token, () => ({
      signed_transaction: algosdk.bytesToBase64(txn.signTxn(key.sk)),
    }))
  }
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = new URL(String(input instanceof Request ? input.url : input))
    daemon.requests.push(`${init?.method ?? 'GET'} ${url.pathname}`)
    const raw = init?.body
    const body = (
      raw ? JSON.parse(typeof raw === 'string' ? raw : new TextDecoder().decode(raw as Uint8Array)) : {}
    ) as Record<string, string>
    const answers: Record<string, () => { status: number; body: unknown }> = {
      '/v1/wallets': () => ({
        status: 200,
        body: {
          wallets: [
            { id: 'x', name: 'other' },
            { id: 'w', name: 'unencrypted-default-wallet' },
          ],
        },
      }),
      '/v1/wallet/init': () => {
        if (body.wallet_id !== 'w' || body.wallet_password !== '') return fail('wrong password')
        const token = `h${daemon.issued.length + 1}`
        daemon.issued.push(token)
        daemon.open.add(token)
        return { status: 200, body: { wallet_handle_token: token } }
      },
      '/v1/key/list': () => withHandle(body.wallet_handle_token, () => ({ addresses: [A] })),
      '/v1/wallet/release': () =>
        withHandle(body.wallet_handle_token, () => {
          daemon.open.delete(body.wallet_handle_token!)
          return {}
        }),
      '/v1/transaction/sign': () => sign(body),
    }
    const answer = answers[url.pathname]?.() ?? fail('not found')
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { daemon, fetchMock }
}

let kmd: ReturnType<typeof fakeKmd>
beforeEach(() => {
  kmd = fakeKmd()
})
afterEach(() => vi.restoreAllMocks())

const createAdapter = async () => (await import('./kmd')).createAdapter(adapterContext(localnet))

describe('kmd (real algosdk client, REST faked)', () => {
  it('connects to the default unencrypted wallet with an empty password and releases the handle', async () => {
    const adapter = await createAdapter()
    expect(await adapter.connect()).toEqual([{ address: A }])
    expect(kmd.daemon.requests).toEqual([
      'GET /v1/wallets',
      'POST /v1/wallet/init',
      'POST /v1/key/list',
      'POST /v1/wallet/release',
    ])
    expect(kmd.daemon.open.size).toBe(0)
    expect(String(kmd.fetchMock.mock.calls[0]![0])).toContain('localhost:4002')
  })

  it('after a reload resumes with a new handle and signs only the asked entry, aligned', async () => {
    await (await createAdapter()).connect()
    const adapter = await createAdapter()
    expect(await adapter.resume()).toEqual([{ address: A }])
    const txns = group([A, B, A])
    const result = await adapter.signTransactions(txns, [0], [A, null, A])
    expect(result[1]).toBeNull()
    expect(result[2]).toBeNull()
    expect(algosdk.decodeSignedTransaction(result[0]!).txn.txID()).toBe(
      algosdk.decodeUnsignedTransaction(txns[0]!).txID(),
    )
    expect(kmd.daemon.requests.filter((r) => r.endsWith('/v1/transaction/sign'))).toHaveLength(1)
    expect(kmd.daemon.open.size).toBe(0)
  })

  it("a rekeyed account is signed with its auth account's key", async () => {
    const adapter = await createAdapter()
    const result = await adapter.signTransactions(group([A]), [0], [B])
    const signed = algosdk.decodeSignedTransaction(result[0]!)
    expect(signed.txn.sender.toString()).toBe(A)
    expect(signed.sgnr?.toString()).toBe(B)
  })

  it('a refusal from the daemon rejects the signing with its words, and the handle is still released', async () => {
    const adapter = await createAdapter()
    kmd.daemon.refuseSigning = true
    await expect(adapter.signTransactions(group([A]), [0], [A])).rejects.toThrow('key does not exist in this wallet')
    expect(kmd.daemon.issued).toHaveLength(1)
    expect(kmd.daemon.open.size).toBe(0)
  })

  it('handles that expired (KMD timeout or restart) are never reused: each call takes a new one', async () => {
    const adapter = await createAdapter()
    await adapter.connect()
    kmd.daemon.expireHandles()
    const result = await adapter.signTransactions(group([A]), [0], [A])
    expect(result[0]).not.toBeNull()
    kmd.daemon.expireHandles()
    expect(await adapter.resume()).toEqual([{ address: A }])
    expect(new Set(kmd.daemon.issued).size).toBe(3)
  })

  it('disconnect leaves no handle open and calls the daemon no more', async () => {
    const adapter = await createAdapter()
    await adapter.connect()
    const calls = kmd.daemon.requests.length
    await adapter.disconnect()
    expect(kmd.daemon.open.size).toBe(0)
    expect(kmd.daemon.requests).toHaveLength(calls)
  })
})

describe('kmd in the wallet manager', () => {
  it('a switch away from localnet disconnects it cleanly; back on localnet it connects again', async () => {
    const m = createWalletManager({
      networks: ['localnet', 'testnet'],
      defaultNetwork: 'localnet',
      storage: mapStorage(),
      fetchAuthAddress: async () => undefined,
      delay: async () => undefined,
      eventTarget: null,
    })
    await m.start()
    await m.connect('kmd')
    expect(m.store.getState().wallets.kmd?.accounts.map((a) => a.address)).toEqual([A])
    const calls = kmd.daemon.requests.length
    await m.setNetwork('testnet')
    expect(m.store.getState().wallets.kmd).toBeUndefined()
    expect(m.store.getState().activeWallet).toBeNull()
    await expect(m.connect('kmd')).rejects.toThrow('Wallet not found: kmd')
    expect(kmd.daemon.requests).toHaveLength(calls)
    expect(kmd.daemon.open.size).toBe(0)
    await m.setNetwork('localnet')
    await m.connect('kmd')
    expect(m.store.getState().wallets.kmd?.accounts.map((a) => a.address)).toEqual([A])
  })
})
