/**
 * Each build mode the browser suite serves, on its own port (see test/playwright.config.ts).
 * E2E_PORT_BASE moves them all, so two runs on one machine do not share servers.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4173)
const at = (offset: number) => `http://localhost:${base + offset}`

export const BUILDS = {
  mock: at(0),
  localnet: at(1),
  betanet: at(2),
  testnet: at(3),
  mainnet: at(4),
} as const
