/**
 * The public production builds offer every public network in the header's switcher. Picking one
 * must leave it fully working with the CSP enforced (the fixtures fail a test on any violation):
 * its API answers the profile (answered here by the test), from the HTML's early preload too.
 */
import { buildNameFixtures } from '../../src/mocks/fixtures/names'
import { PUBLIC_NETWORKS } from '../../src/config/networks'
import { expect, test } from './fixtures'
import { BUILDS } from './builds'
import { API_ORIGINS, answerPublicNetworks } from './productionKit'

const PIXEL = Buffer.from('R0lGODlhAQABAAAAACw=', 'base64') // a 1×1 GIF

for (const build of ['testnet', 'mainnet'] as const) {
  for (const target of PUBLIC_NETWORKS.filter((id) => id !== build)) {
    test(`the ${build} build switched to ${target} loads a profile from ${target}'s API`, async ({ page }) => {
      const alice = buildNameFixtures(Date.now()).find((record) => record.name === 'alice.algo')
      const recordsFrom: string[] = []
      // Registered first: the profile's own answers below take precedence.
      await answerPublicNetworks(page)
      await page.route(
        (url) => API_ORIGINS.has(url.origin),
        (route) => {
          const url = new URL(route.request().url())
          if (url.pathname === '/nfd/alice.algo') recordsFrom.push(API_ORIGINS.get(url.origin) ?? url.origin)
          const body =
            url.pathname === '/nfd/alice.algo'
              ? alice
              : url.pathname.endsWith('/activity')
                ? []
                : { nfds: [], total: 0 }
          return route.fulfill({ json: body, headers: { 'Access-Control-Allow-Origin': '*' } })
        },
      )
      await page.route('https://images.nf.domains/**', (route) =>
        route.fulfill({ body: PIXEL, contentType: 'image/gif' }),
      )

      await page.goto(`${BUILDS[build]}/`)
      await page.getByRole('combobox', { name: 'Network' }).selectOption(target)
      await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue(target)
      await page.goto(`${BUILDS[build]}/name/alice.algo`)
      await expect(page.getByTestId('profile-name')).toHaveText('alice.algo')
      await expect(page.getByRole('combobox', { name: 'Network' })).toHaveValue(target)
      expect(recordsFrom.length).toBeGreaterThan(0)
      expect(new Set(recordsFrom)).toEqual(new Set([target]))
    })
  }
}
