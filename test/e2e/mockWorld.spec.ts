/**
 * The generated market of the mock build, as a newcomer finds it: dozens of names for sale, an
 * auction, a generated name bought end to end, and the header's switch between the mock chains.
 */
import { GENERATED_COUNTS, generateWorld } from '../../src/mocks/fixtures/generatedWorld'
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { MOCK_SEEDS, type MockNetworkId } from '../../src/mocks/mockNetworks'
import { expect, test } from './fixtures'
import {
  TEST_ADDRESS,
  acceptTerms,
  confirmAndFinish,
  connectTestWallet,
  openProfile,
  short,
  startAction,
} from './pagesKit'

test.use({ mockMarket: 'generated' })

const taken = new Set(buildNameFixtures(Date.now()).map((record) => record.name))
const market = (network: MockNetworkId) => generateWorld(MOCK_SEEDS[network], Date.now(), taken).names
const forSaleIn = (network: MockNetworkId) =>
  market(network).filter((r) => r.state === 'forSale' && !r.reservedFor && r.owner !== TEST_ADDRESS)

test('home and the marketplace show dozens of names for sale, and the auction has several', async ({ page }) => {
  await page.goto('/')
  await expect(page.getByRole('list', { name: 'names for sale' }).getByTestId('name-card')).toHaveCount(8)
  await page.getByRole('link', { name: 'See the marketplace' }).click()
  await expect(page.getByTestId('result-count')).toHaveText(/^\d+ names for sale$/)
  const count = Number.parseInt((await page.getByTestId('result-count').textContent()) ?? '', 10)
  expect(count).toBeGreaterThanOrEqual(forSaleIn('mock').length)

  await page.getByRole('navigation', { name: 'Marketplace views' }).getByRole('link', { name: 'In auction' }).click()
  await expect(page).toHaveURL(/auction/)
  const cards = page.getByTestId('name-card')
  // The for-sale cards give way to the auction's: wait for the count the user would see, not a
  // count taken while the view changes.
  await expect.poll(() => cards.count()).toBeGreaterThan(GENERATED_COUNTS.auction)
  const DAY_MS = 86_400_000
  const inAuction = market('mock').find(
    (r) => r.state === 'expired' && Date.now() - Date.parse(r.timeExpires ?? '') < 28 * DAY_MS,
  )
  const card = page.locator(`[data-testid="name-card"][data-name="${inAuction?.name}"]`)
  await expect(card.getByTestId('auction-compact')).toContainText(/^Now [\d,.]+ ALGO · base [\d,.]+ ALGO from /)
})

test('buys a generated name: the review, the wallet, the new owner', async ({ page }) => {
  const target = forSaleIn('mock')
    .filter((r) => (r.sellAmount ?? Infinity) <= 500_000_000)
    .sort((a, b) => (b.sellAmount ?? 0) - (a.sellAmount ?? 0))[0]
  expect(target, 'a generated name the test account can afford').toBeDefined()
  const name = target?.name ?? ''
  await openProfile(page, name)
  const dialog = await startAction(page, 'Buy')
  await acceptTerms(dialog)
  await confirmAndFinish(page, dialog, `${name} is yours`)
  await expect(page.getByTestId('owner')).toContainText(short(TEST_ADDRESS))
  await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'owned')
})

test("the network switch moves between the mock chains, each with its own market; the wallet's session stays", async ({
  page,
}) => {
  const mainnetOnly = forSaleIn('mock-mainnet').find((r) => !market('mock').some((m) => m.name === r.name))
  const name = mainnetOnly?.name ?? ''
  await page.goto(`/name/${name}`)
  await expect(page.getByTestId('profile-available')).toBeVisible()
  await connectTestWallet(page)

  const network = page.getByRole('combobox', { name: 'Network' })
  await network.selectOption('mock-mainnet')
  await expect(network).toHaveValue('mock-mainnet')
  await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'forSale')
  await expect(page.getByTestId('profile-name')).toHaveText(name)
  await expect(page.getByTestId('account-menu-button')).toBeVisible()

  // The choice survives a reload, and the other chain's market is still there to go back to.
  await page.reload()
  await expect(network).toHaveValue('mock-mainnet')
  await expect(page.getByTestId('profile')).toHaveAttribute('data-state', 'forSale')
  await network.selectOption('mock')
  await expect(page.getByTestId('profile-available')).toBeVisible()
})
