// @vitest-environment jsdom
/**
 * Kibisis through the real @agoralabs-sh/avm-web-provider client; only the extension is faked:
 * it listens for the ARC-0027 request events on window and answers with response events, as
 * the extension's content script does.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { adapterContext } from '@/testing/fakeWallets'
import { isUserCancellation } from '../isUserCancellation'
import { encodedPayments } from '@/testing/payments'
import { KIBISIS_PROVIDER_ID, createAdapter } from './kibisis'

const A = TEST_ACCOUNT.address
const B = OTHER_ACCOUNT.address
const ctx = () => adapterContext()

type Answer = { result?: unknown; error?: { code: number; message: string } }
/** The fake extension: what it answers per method, and every request it saw. */
const extension = {
  requests: [] as { method: string; params: Record<string, unknown> }[],
  answer: {} as Record<string, ((params: Record<string, unknown>) => Answer) | undefined>,
}
const METHODS = ['enable', 'disable', 'sign_transactions'] as const
const listeners = METHODS.map((method) => {
  const listener = (event: Event) => {
    const { id, params } = (event as CustomEvent<{ id: string; params: Record<string, unknown> }>).detail
    extension.requests.push({ method, params })
    const answer = extension.answer[method]
    // Silent when it has no answer (an extension that never replies); otherwise after the
    // client has noted its request id, as a real content script's reply would.
    if (!answer) return
    setTimeout(() => {
      window.dispatchEvent(
        new CustomEvent(`arc0027:${method}:response`, {
          detail: JSON.stringify({
            id: `r-${id}`,
            requestId: id,
            reference: `arc0027:${method}:response`,
            ...answer(params),
          }),
        }),
      )
    }, 0)
  }
  return { type: `arc0027:${method}:request`, listener }
})

beforeEach(() => {
  extension.requests.length = 0
  extension.answer = {
    enable: () => ({ result: { accounts: [{ address: A, name: 'Main' }], providerId: KIBISIS_PROVIDER_ID } }),
    disable: () => ({ result: { providerId: KIBISIS_PROVIDER_ID } }),
  }
  for (const { type, listener } of listeners) window.addEventListener(type, listener)
})
afterEach(() => {
  for (const { type, listener } of listeners) window.removeEventListener(type, listener)
})

describe('kibisis (real AVM web client, extension faked)', () => {
  it("connects on the network's genesis hash, keeping the names the wallet gives", async () => {
    expect(await createAdapter(ctx()).connect()).toEqual([{ address: A, name: 'Main' }])
    expect(extension.requests[0]).toEqual({
      method: 'enable',
      params: { genesisHash: NETWORKS.testnet.genesisHash, providerId: KIBISIS_PROVIDER_ID },
    })
  })

  it('resumes after a reload by enabling again (the extension keeps the session)', async () => {
    expect(await createAdapter(ctx()).resume()).toEqual([{ address: A, name: 'Main' }])
  })

  it('signs only the asked entry and aligns the answer', async () => {
    extension.answer.sign_transactions = (params) => ({
      result: {
        providerId: KIBISIS_PROVIDER_ID,
        stxns: (params.txns as { signers?: string[] }[]).map((t) => (t.signers ? null : 'AAE=')),
      },
    })
    const result = await createAdapter(ctx()).signTransactions(
      encodedPayments(NETWORKS.testnet, [B, A]),
      [1],
      [null, A],
    )
    const sent = extension.requests[0]!.params.txns as { signers?: string[] }[]
    expect(sent.map((t) => t.signers)).toEqual([[], undefined])
    expect(result).toEqual([null, Uint8Array.of(0, 1)])
  })

  it('a refusal in the extension rejects as a cancellation', async () => {
    extension.answer.sign_transactions = () => ({ error: { code: 4001, message: 'User rejected the request' } })
    const error = await createAdapter(ctx())
      .signTransactions(encodedPayments(NETWORKS.testnet, [A]), [0], [A])
      .catch((e: unknown) => e)
    expect(isUserCancellation(error)).toBe(true)
  })

  it('disconnect tells the extension (disable) on the network', async () => {
    await createAdapter(ctx()).disconnect()
    expect(extension.requests.map((r) => r.method)).toEqual(['disable'])
  })

  it('a network switch: the old network is disabled with its genesis hash, the new one enabled with its own', async () => {
    await createAdapter(adapterContext(NETWORKS.testnet)).disconnect()
    await createAdapter(adapterContext(NETWORKS.mainnet)).connect()
    expect(extension.requests.map((r) => [r.method, r.params.genesisHash])).toEqual([
      ['disable', NETWORKS.testnet.genesisHash],
      ['enable', NETWORKS.mainnet.genesisHash],
    ])
  })

  it('a stale session (access revoked in the extension): resume after a reload fails with the reason', async () => {
    extension.answer.enable = () => ({ error: { code: 4100, message: 'Unauthorized' } })
    await expect(createAdapter(ctx()).resume()).rejects.toThrow('Unauthorized')
  })
})
