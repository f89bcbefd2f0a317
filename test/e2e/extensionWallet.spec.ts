/**
 * An extension wallet on the mainnet production build, with the CSP enforced: a fake Kibisis
 * content script answers the ARC-0027 request events in the page, as the extension does. Every
 * request goes to the test, which answers it (or not).
 */
import type { BrowserContext } from '@playwright/test'
import { NETWORKS } from '../../src/config/networks'
import { rejectedNotice } from '../../src/names/transactions/flow/machine'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { ME, answerPublicNetworks, connectFromHeader, serveHonestPurchase, startBuy } from './productionKit'

interface Request {
  method: string
  params: { genesisHash?: string; providerId: string; txns?: { txn: string; signers?: string[] }[] }
}
type Answer = { result: unknown } | { error: { code: number; message: string } } | null

/** The fake extension: each request is answered by `answer` in the test (null: no reply). */
async function fakeKibisis(context: BrowserContext, answer: (request: Request) => Answer): Promise<Request[]> {
  const requests: Request[] = []
  await context.exposeBinding('__kibisis', (_source, request: Request) => {
    requests.push(request)
    return answer(request)
  })
  await context.addInitScript(() => {
    const ask = (window as unknown as { __kibisis(r: unknown): Promise<Record<string, unknown> | null> }).__kibisis
    for (const method of ['enable', 'disable', 'sign_transactions']) {
      window.addEventListener(`arc0027:${method}:request`, (event) => {
        const { id, params } = (event as CustomEvent<{ id: string; params: unknown }>).detail
        void ask({ method, params }).then((reply) => {
          if (!reply) return
          const detail = { id: `r-${id}`, requestId: id, reference: `arc0027:${method}:response`, ...reply }
          window.dispatchEvent(new CustomEvent(`arc0027:${method}:response`, { detail: JSON.stringify(detail) }))
        })
      })
    }
  })
  return requests
}

const enabled = (params: Request['params']) => ({
  result: { accounts: [{ address: ME, name: 'Main' }], providerId: params.providerId },
})
const disabled = (params: Request['params']) => ({ result: { providerId: params.providerId } })

test('Kibisis: connects, follows a switch to betanet (it is offered there) and resumes on it after a reload', async ({
  page,
  context,
}) => {
  const requests = await fakeKibisis(context, ({ method, params }) => (method === 'enable' ? enabled(params) : null))
  const seen = () => requests.map((r) => ({ method: r.method, genesisHash: r.params.genesisHash }))
  await answerPublicNetworks(page)
  // Requests that leave the page: one the CSP blocked never does (and the fixture fails the test).
  const betanetAlgod = new URL(NETWORKS.betanet.algod.server).origin
  const algodRequests: string[] = []
  page.on('request', (request) => {
    if (new URL(request.url()).origin === betanetAlgod) algodRequests.push(request.url())
  })

  await page.goto(`${BUILDS.mainnet}/`)
  await connectFromHeader(page, /Kibisis/)
  const account = page.getByRole('button', { name: /^Account Main/ })
  await expect(account).toBeVisible()
  expect(seen()).toEqual([{ method: 'enable', genesisHash: NETWORKS.mainnet.genesisHash }])
  expect(algodRequests).toEqual([])

  await page.getByRole('combobox', { name: 'Network' }).selectOption('betanet')
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('betanet')
  await page.reload()
  await expect(account).toBeVisible()
  await expect.poll(() => seen().at(-1)).toEqual({ method: 'enable', genesisHash: NETWORKS.betanet.genesisHash })
  expect(seen().some((r) => r.method === 'disable')).toBe(false)
  // The account is looked up on betanet's algod (its auth address), allowed by the CSP.
  await expect.poll(() => algodRequests.length).toBeGreaterThan(0)
})

test('Kibisis: a refusal returns the purchase to review; signed again, the unasked entry goes unsigned; disconnect tells the extension', async ({
  page,
  context,
}) => {
  let refuse = true
  const requests = await fakeKibisis(context, ({ method, params }) => {
    if (method === 'enable') return enabled(params)
    if (method === 'disable') return disabled(params)
    if (refuse) return { error: { code: 4001, message: 'User rejected the request' } }
    // Bytes that are no signature: the app checks the answer, and nothing is submitted.
    const stxns = (params.txns ?? []).map((t) => (t.signers ? null : btoa('not a signature')))
    return { result: { providerId: params.providerId, stxns } }
  })
  const submitted: string[] = []
  await serveHonestPurchase(page, submitted)

  const dialog = await startBuy(page, /Kibisis/)
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'review')
  await expect(dialog.getByTestId('tx-notice')).toHaveText(rejectedNotice())

  refuse = false
  await dialog.getByTestId('tx-confirm').click()
  await dialog.getByTestId('tx-approve').click()
  await expect(dialog).toHaveAttribute('data-step', 'failed')
  await expect(dialog.getByTestId('tx-reason')).toHaveText(/^Your wallet's answer was refused: /)
  const signs = requests.filter((r) => r.method === 'sign_transactions')
  expect(signs).toHaveLength(2)
  expect(signs[1]!.params.txns!.map((t) => t.signers)).toEqual([undefined, undefined, []])
  expect(submitted).toEqual([])

  await dialog.getByRole('button', { name: 'Close' }).click()
  await page.getByTestId('account-menu-button').click()
  await page.getByRole('button', { name: 'Disconnect' }).click()
  await expect(page.getByRole('button', { name: 'Connect wallet' }).first()).toBeVisible()
  await expect.poll(() => requests.at(-1)?.method).toBe('disable')
})

test('Kibisis: access revoked in the extension while the page was closed: the reload shows Connect wallet, and connecting again works', async ({
  page,
  context,
}) => {
  let revoked = false
  let refused = 0
  await fakeKibisis(context, ({ method, params }) => {
    if (method === 'disable') return disabled(params)
    if (!revoked) return enabled(params)
    refused += 1
    return { error: { code: 4100, message: 'Unauthorized' } }
  })
  await answerPublicNetworks(page)

  await page.goto(`${BUILDS.mainnet}/`)
  await connectFromHeader(page, /Kibisis/)
  const account = page.getByRole('button', { name: /^Account Main/ })
  await expect(account).toBeVisible()

  revoked = true
  await page.reload()
  await expect.poll(() => refused).toBe(1)
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeEnabled()
  await expect(account).toBeHidden()

  revoked = false
  await connectFromHeader(page, /Kibisis/)
  await expect(account).toBeVisible()
})
