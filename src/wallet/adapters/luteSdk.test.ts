// @vitest-environment jsdom
/**
 * Lute through the real lute-connect; only its window and messages are faked: window.open
 * hands back a fake popup, and Lute's answers arrive as messages from https://lute.app.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { adapterContext } from '@/testing/fakeWallets'
import { isUserCancellation } from '../isUserCancellation'
import { loadAlgosdk } from '@/algod/sdk'
import { encodedPayments } from '@/testing/payments'
import { POPUP_BLOCKED, createAdapter } from './lute'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const ctx = () => adapterContext()
const fromLute = (data: unknown) =>
  window.dispatchEvent(new MessageEvent('message', { origin: 'https://lute.app', data }))

const realOpen = window.open
let popup: { postMessage: ReturnType<typeof vi.fn> }
beforeEach(() => {
  popup = { postMessage: vi.fn() }
  window.open = vi.fn(() => popup as unknown as Window)
})
afterEach(() => {
  window.open = realOpen
})

const txnsFrom = (senders: string[]) => encodedPayments(NETWORKS.testnet, senders)

describe('lute (real lute-connect, window faked)', () => {
  it("opens its window synchronously, inside the click, and connects on the network's genesis id", async () => {
    const connecting = createAdapter(ctx()).connect()
    // Nothing awaited before: the window is open by the time connect() returns.
    expect(window.open).toHaveBeenCalledWith('https://lute.app/connect', expect.any(String), expect.any(String))
    fromLute({ action: 'ready' })
    expect(popup.postMessage).toHaveBeenCalledWith({ action: 'network', genesisID: 'testnet-v1.0' }, '*')
    fromLute({ action: 'connect', addrs: [A] })
    expect(await connecting).toEqual([{ address: A }])
  })

  it('signing opens its window synchronously too, once the adapter is loaded', async () => {
    const adapter = createAdapter(ctx())
    await loadAlgosdk()
    void adapter.signTransactions(txnsFrom([A]), [0], [A]).catch(() => undefined)
    expect(window.open).toHaveBeenCalledWith('https://lute.app/sign', expect.any(String), expect.any(String))
  })

  it('a popup the browser blocked rejects at once instead of waiting forever', async () => {
    vi.mocked(window.open).mockReturnValue(null)
    const error = await createAdapter(ctx())
      .connect()
      .catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 'popupBlocked', message: POPUP_BLOCKED })
    expect(isUserCancellation(error)).toBe(false)
  })

  it('signs only the asked entry and aligns the answer; closing the window is a cancellation', async () => {
    const adapter = createAdapter(ctx())
    const txns = txnsFrom([B, A])
    const signing = adapter.signTransactions(txns, [1], [null, A])
    await vi.waitFor(() => expect(window.open).toHaveBeenCalled())
    fromLute({ action: 'ready' })
    const sent = popup.postMessage.mock.calls[0]![0] as { txns: { signers?: string[] }[] }
    expect(sent.txns.map((t) => t.signers)).toEqual([[], undefined])
    fromLute({ action: 'signed', txns: [null, 'AAE='] })
    expect(await signing).toEqual([null, Uint8Array.of(0, 1)])

    const refused = adapter.signTransactions(txns, [1], [null, A])
    await vi.waitFor(() => expect(window.open).toHaveBeenCalledTimes(2))
    fromLute({ action: 'close' })
    expect(isUserCancellation(await refused.catch((e: unknown) => e))).toBe(true)
  })

  it('Lute keeps no session: resume after a reload takes the stored accounts, it and disconnect open no window', async () => {
    const stored = adapterContext(NETWORKS.testnet, { storedAccounts: () => [{ address: A }] })
    expect(await createAdapter(stored).resume()).toEqual([{ address: A }])
    expect(await createAdapter(ctx()).resume()).toBeNull()
    await createAdapter(stored).disconnect()
    expect(window.open).not.toHaveBeenCalled()
  })

  it("after a network switch, connecting asks for the new network's genesis id", async () => {
    const connecting = createAdapter(adapterContext(NETWORKS.betanet)).connect()
    fromLute({ action: 'ready' })
    expect(popup.postMessage).toHaveBeenCalledWith({ action: 'network', genesisID: NETWORKS.betanet.genesisId }, '*')
    fromLute({ action: 'connect', addrs: [B] })
    expect(await connecting).toEqual([{ address: B }])
  })
})
