/**
 * For tests on the public production builds: the public networks' hosts answered by the test
 * (nothing is reachable here), and the header's wallet connect.
 */
import type { Page } from '@playwright/test'
import { NETWORKS, PUBLIC_NETWORKS, type NetworkId } from '../../src/config/networks'

/** Each public network's name-service API origin, and the network it belongs to. */
export const API_ORIGINS = new Map<string, NetworkId>(
  PUBLIC_NETWORKS.map((id) => [new URL(NETWORKS[id].apiBase).origin, id]),
)
const ALGOD_ORIGINS = new Set(PUBLIC_NETWORKS.map((id) => new URL(NETWORKS[id].algod.server).origin))
const CORS = { 'Access-Control-Allow-Origin': '*' }

/** Empty lists from every public API and "not found" from every algod, unless a test answers first. */
export async function answerPublicNetworks(page: Page): Promise<void> {
  await page.route(
    (url) => API_ORIGINS.has(url.origin),
    (route) => route.fulfill({ json: { nfds: [], total: 0 }, headers: CORS }),
  )
  await page.route(
    (url) => ALGOD_ORIGINS.has(url.origin),
    (route) => route.fulfill({ status: 404, json: { message: 'no' }, headers: CORS }),
  )
}

/** Opens the connect dialog from the header and picks `wallet`. */
export async function connectFromHeader(page: Page, wallet: RegExp): Promise<void> {
  await page.getByRole('button', { name: 'Connect wallet' }).click()
  await page.getByRole('dialog', { name: 'Connect a wallet' }).getByRole('button', { name: wallet }).click()
}
