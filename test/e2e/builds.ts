/** Each build mode the browser suite serves, on its own port (see test/playwright.config.ts). */
export const BUILDS = {
  mock: 'http://localhost:4173',
  localnet: 'http://localhost:4174',
  betanet: 'http://localhost:4175',
  testnet: 'http://localhost:4176',
  mainnet: 'http://localhost:4177',
} as const
export type BuildMode = keyof typeof BUILDS
