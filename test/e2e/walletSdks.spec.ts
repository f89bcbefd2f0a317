/**
 * Each wallet's real SDK on the production builds, under the CSP the host sends: only the
 * transport is the test's (the WalletConnect v1 bridge socket, Lute's popup page, the hosts the
 * SDKs fetch from). A blocked request, a page error, a CSP violation or (here) a console error
 * fails the test.
 */
import type { Page } from '@playwright/test'
import { expect, test as base } from './fixtures'
import { algorandChainId } from '../../src/wallet/adapters/chainIds'
import { BUILDS } from './builds'
import {
  ME,
  answerPublicNetworks,
  answerMyAccount,
  answerWalletFonts,
  answerWalletHosts,
  connectFromHeader,
  phoneOnBridge,
  phoneOnRelay,
  scanWalletModal,
  serveHonestPurchase,
  startBuy,
} from './productionKit'

/**
 * Failures the tests cause on purpose: algod refusing the submission, the chunk a test blocks, and
 * the test's algod having no simulate (404: the app checks without it and says so in the review).
 */
const TEST_MADE_ERRORS = ['status of 400 (Bad Request)', 'net::ERR_CONNECTION_REFUSED', 'status of 404 (Not Found)']

/** The suite's test, also failing on any other console error of the page. */
const test = base.extend<{ quietConsole: void }>({
  quietConsole: [
    async ({ watch }, use) => {
      await use()
      const unexpected = watch.consoleErrors().filter((text) => !TEST_MADE_ERRORS.some((made) => text.includes(made)))
      expect(unexpected, 'console errors').toEqual([])
    },
    { auto: true },
  ],
})

interface V1Wallet {
  name: 'Pera' | 'Defly'
  /** The prefix of its modal's elements. */
  tag: 'pera' | 'defly'
  bridgeList: { url: string; servers: string[] | null }
  /** The bridge host its link must name, and its socket reach. */
  bridgeHost: RegExp
  /** The app's deep link scheme on an iPhone. */
  deepLink: string
}

const V1_WALLETS: V1Wallet[] = [
  {
    name: 'Pera',
    tag: 'pera',
    // Its config file unreadable: WalletConnect v1 falls back to a random public bridge.
    bridgeList: { url: 'https://wc.perawallet.app/config.json', servers: null },
    bridgeHost: /^[a-z0-9]\.bridge\.walletconnect\.org$/,
    deepLink: 'perawallet-wc://wc?uri=',
  },
  {
    name: 'Defly',
    tag: 'defly',
    bridgeList: { url: 'https://static.defly.app/wc-bridge-servers.json', servers: ['https://bridge-a.defly.app'] },
    bridgeHost: /^bridge-a\.defly\.app$/,
    deepLink: 'defly-wc://wc?uri=',
  },
]

/**
 * The WalletConnect v1 link the QR code of the SDK's modal encodes, scanned from the screen: a
 * pairing link (topic, version 1, bridge, 32-byte key) for the wallet's bridge, the same link the
 * SDK holds.
 */
async function scannedLink(page: Page, wallet: V1Wallet): Promise<string> {
  const uri = await scanWalletModal(page, wallet.tag)
  const match = /^wc:([0-9a-f-]+)@1\?(.+)$/.exec(uri)
  expect(match, `a WalletConnect v1 link: ${uri}`).not.toBeNull()
  const params = new URLSearchParams(match![2])
  expect(params.get('key')).toMatch(/^[0-9a-f]{64}$/)
  expect(new URL(params.get('bridge')!).host).toMatch(wallet.bridgeHost)
  expect(uri).toBe(await page.locator(`${wallet.tag}-wallet-connect-modal`).getAttribute('uri'))
  return uri
}

for (const wallet of V1_WALLETS) {
  test(`${wallet.name}: its modal shows a QR code that scans to a WalletConnect v1 link for its bridge; a phone scanning it connects and signs a purchase`, async ({
    page,
  }) => {
    const submitted: string[] = []
    await serveHonestPurchase(page, submitted)
    await answerWalletHosts(page, wallet.bridgeList)
    const { phone, bridgeUrls } = await phoneOnBridge(page, wallet.bridgeHost)

    const dialog = await startBuy(page, new RegExp(wallet.name), async () => {
      // The phone pairs with the link it scanned: only that code's key opens the session request.
      phone.scan(await scannedLink(page, wallet))
    })
    expect(phone.methods).toEqual(['wc_sessionRequest'])
    expect(new Set(bridgeUrls.map((url) => new URL(url).host)).size).toBe(1)
    expect(new URL(bridgeUrls[0]!).host).toMatch(wallet.bridgeHost)

    await dialog.getByTestId('tx-approve').click()
    // The phone's signature passed the app's check: the group went to algod (which refuses it here).
    await expect.poll(() => submitted).toEqual(['/v2/transactions'])
    expect(phone.requests).toHaveLength(1)
    // Both entries are ME's to sign: the payment and the purchase call.
    expect(phone.requests[0]!.filter((entry) => !entry.signers || entry.signers.includes(ME))).toHaveLength(2)
  })
}

for (const wallet of V1_WALLETS) {
  test(`${wallet.name} on the testnet build: the phone pairs for the testnet chain`, async ({ page }) => {
    await answerPublicNetworks(page)
    await answerWalletHosts(page, wallet.bridgeList)
    await answerMyAccount(page, 'testnet')
    const { phone } = await phoneOnBridge(page, wallet.bridgeHost)
    await page.goto(`${BUILDS.testnet}/`)
    await connectFromHeader(page, new RegExp(wallet.name))
    phone.scan(await scannedLink(page, wallet))
    await expect(page.getByTestId('account-menu-button')).toBeVisible()
    expect(phone.chainIds).toEqual([algorandChainId('testnet')])
  })
}

test('WalletConnect: the app shows a wc: pairing link; a phone on the faked relay approves the session and signs a purchase', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  const submitted: string[] = []
  await serveHonestPurchase(page, submitted)
  const phone = await phoneOnRelay(page, 'mainnet')
  await answerWalletFonts(page)
  const dialog = await startBuy(page, /WalletConnect/, async () => {
    const pairing = page.getByRole('dialog', { name: 'Scan with your wallet' })
    // The sign client's first start (its keys, the relay's handshake) takes seconds on a loaded machine.
    await expect(pairing.getByTestId('pairing-qr')).toBeVisible({ timeout: 20_000 })
    await pairing.getByRole('button', { name: 'Copy link' }).click()
    const uri = await page.evaluate(() => navigator.clipboard.readText())
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    await phone.pair(uri)
  })
  expect(phone.sessions()).toHaveLength(1)

  await dialog.getByTestId('tx-approve').click()
  await expect.poll(() => submitted).toEqual(['/v2/transactions'])
  expect(phone.requests).toHaveLength(1)
  // The Verify API vouched for the app's origin to the phone, at the pairing and at the request.
  const app = { origin: new URL(BUILDS.mainnet).origin, validation: 'VALID' }
  expect(phone.verified).toEqual([app, app])
})

test.describe('on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  })

  for (const wallet of V1_WALLETS) {
    test(`${wallet.name}: the modal offers the app's deep link with the pairing link`, async ({ page }) => {
      await answerPublicNetworks(page)
      await answerWalletHosts(page, wallet.bridgeList)
      await phoneOnBridge(page, wallet.bridgeHost)
      await page.goto(`${BUILDS.mainnet}/`)
      await connectFromHeader(page, new RegExp(wallet.name))
      const modal = page.locator(`${wallet.tag}-wallet-connect-modal`)
      const launch = modal.locator(
        `#${wallet.tag}-wallet-connect-modal-touch-screen-mode-launch-${wallet.tag}-wallet-button`,
      )
      await expect(launch).toBeVisible()
      const uri = (await modal.getAttribute('uri'))!
      expect(uri).toMatch(/^wc:/)
      await expect(launch).toHaveAttribute(
        'href',
        new RegExp(`^${escape(wallet.deepLink)}${escape(encodeURIComponent(uri))}`),
      )
    })
  }
})

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')

test("Lute: its popup opens on lute.app's connect page, and the accounts it sends back connect", async ({
  page,
  context,
}) => {
  await serveHonestPurchase(page, [])
  // The dialog's focus on its first wallet (Defly) preloads that SDK, which adds its fonts.
  await answerWalletFonts(page)
  // Lute's page, as the popup loads it: ready, then the accounts once told the network.
  await context.route('https://lute.app/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>Lute</title><script>
        addEventListener('message', (event) => {
          if (event.data.action === 'network') opener.postMessage({ action: 'connect', addrs: ['${ME}'] }, '*')
        })
        opener.postMessage({ action: 'ready' }, '*')
      </script>`,
    }),
  )
  await page.goto(`${BUILDS.mainnet}/`)
  const popup = page.waitForEvent('popup')
  await connectFromHeader(page, /Lute/)
  expect((await popup).url()).toBe('https://lute.app/connect')
  await expect(page.getByTestId('account-menu-button')).toBeVisible()
})

test('Defly: its chunk blocked, the dialog says it could not be loaded, with the reason; Retry loads it', async ({
  page,
}) => {
  await answerPublicNetworks(page)
  const defly = V1_WALLETS[1]!
  await answerWalletHosts(page, defly.bridgeList)
  await phoneOnBridge(page, defly.bridgeHost)
  let blocked = true
  let asked = 0
  // Defly's adapter chunk, also when asked for again under a new URL.
  await page.route(/\/assets\/defly-[\w-]+\.js(\?|$)/, (route) => {
    asked += 1
    return blocked ? route.abort('connectionrefused') : route.continue()
  })
  await page.goto(`${BUILDS.testnet}/`)
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  const dialog = page.getByRole('dialog', { name: 'Connect a wallet' })
  const button = dialog.getByRole('button', { name: /Defly/ })
  // The dialog's focus on it preloads the chunk, which fails; the click asks for it again.
  await expect(button).toBeFocused()
  await expect.poll(() => asked).toBeGreaterThan(0)
  const preloads = asked
  await button.click()
  const error = dialog.getByTestId('wallet-load-error')
  await expect(error).toContainText('Defly could not be loaded')
  await expect(error).toContainText('Failed to fetch dynamically imported module')
  expect(asked).toBeGreaterThan(preloads)

  blocked = false
  await error.getByRole('button', { name: 'Retry' }).click()
  await scannedLink(page, defly)
  await expect(error).toBeHidden()
})
