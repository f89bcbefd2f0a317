/**
 * An extension wallet on the mainnet production build, with the CSP enforced: a fake Kibisis
 * content script answers the ARC-0027 request events in the page, as the extension does. Every
 * request is reported to the test.
 */
import { TEST_ACCOUNT } from '../../src/mocks/accounts'
import { NETWORKS } from '../../src/config/networks'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { answerPublicNetworks, connectFromHeader } from './productionKit'

test('Kibisis: connects, follows a switch to betanet (it is offered there) and resumes on it after a reload', async ({
  page,
  context,
}) => {
  const requests: { method: string; genesisHash?: string }[] = []
  await context.exposeBinding('__kibisisRequest', (_source, method: string, genesisHash?: string) => {
    requests.push({ method, genesisHash })
  })
  await context.addInitScript((address: string) => {
    const report = (window as unknown as { __kibisisRequest(m: string, g?: string): void }).__kibisisRequest
    for (const method of ['enable', 'disable']) {
      window.addEventListener(`arc0027:${method}:request`, (event) => {
        const { id, params } = (
          event as CustomEvent<{ id: string; params: { genesisHash?: string; providerId: string } }>
        ).detail
        report(method, params.genesisHash)
        const result =
          method === 'enable'
            ? { accounts: [{ address, name: 'Main' }], providerId: params.providerId }
            : { providerId: params.providerId }
        setTimeout(() => {
          window.dispatchEvent(
            new CustomEvent(`arc0027:${method}:response`, {
              detail: JSON.stringify({ id: `r-${id}`, requestId: id, reference: `arc0027:${method}:response`, result }),
            }),
          )
        }, 0)
      })
    }
  }, TEST_ACCOUNT.address)
  await answerPublicNetworks(page)

  await page.goto(`${BUILDS.mainnet}/`)
  await connectFromHeader(page, /Kibisis/)
  const account = page.getByRole('button', { name: /^Account Main/ })
  await expect(account).toBeVisible()
  expect(requests).toEqual([{ method: 'enable', genesisHash: NETWORKS.mainnet.genesisHash }])

  await page.getByRole('combobox', { name: 'Network' }).selectOption('betanet')
  await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue('betanet')
  await page.reload()
  await expect(account).toBeVisible()
  await expect.poll(() => requests.at(-1)).toEqual({ method: 'enable', genesisHash: NETWORKS.betanet.genesisHash })
  expect(requests.some((r) => r.method === 'disable')).toBe(false)
})
