/**
 * An injected wallet on the mainnet production build, with the CSP enforced: a fake Exodus
 * provider (window.algorand) is put in the page before the app runs. Every call it gets is
 * reported to the test, so a prompt at startup would show.
 */
import { TEST_ACCOUNT } from '../../src/mocks/accounts'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { answerPublicNetworks, connectFromHeader } from './productionKit'

test('Exodus: connects, resumes after a reload without a prompt, and is let go on a network without it', async ({
  page,
  context,
}) => {
  const calls: string[] = []
  await context.exposeBinding('__exodusCall', (_source, method: string) => void calls.push(method))
  await context.addInitScript((address: string) => {
    const report = (method: string) => (window as unknown as { __exodusCall(m: string): void }).__exodusCall(method)
    ;(window as unknown as { algorand: unknown }).algorand = {
      isConnected: false,
      async enable() {
        report('enable')
        return { accounts: [address] }
      },
      async signTxns() {
        report('signTxns')
        return []
      },
      async disconnect() {
        report('disconnect')
      },
    }
  }, TEST_ACCOUNT.address)
  await answerPublicNetworks(page)

  await page.goto(`${BUILDS.mainnet}/`)
  await connectFromHeader(page, /Exodus/)
  const account = page.getByRole('button', { name: /^Account Exodus Account 1/ })
  await expect(account).toBeVisible()
  expect(calls).toEqual(['enable'])

  await page.reload()
  await expect(account).toBeVisible()
  expect(calls).toEqual(['enable'])

  await page.getByRole('combobox', { name: 'Network' }).selectOption('testnet')
  await expect(page.getByRole('button', { name: 'Connect wallet' })).toBeVisible()
  await expect.poll(() => calls).toEqual(['enable', 'disconnect'])
})
