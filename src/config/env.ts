/**
 * The app's environment, parsed once. The build already refused a bad one. Each variable is
 * named on its own, so Vite inlines just these values: handing it the env object whole would put
 * every VITE_ variable of the build machine into the bundle, read or not.
 */
import { parseEnv, type AppEnv } from './envSchema'

export const env: AppEnv = parseEnv({
  VITE_NETWORK: import.meta.env.VITE_NETWORK,
  VITE_SUPPORT_EMAIL: import.meta.env.VITE_SUPPORT_EMAIL,
  VITE_DEBUG: import.meta.env.VITE_DEBUG,
  VITE_DOCS_URL: import.meta.env.VITE_DOCS_URL,
  VITE_IMAGE_GATEWAY: import.meta.env.VITE_IMAGE_GATEWAY,
  VITE_WALLETCONNECT_PROJECT_ID: import.meta.env.VITE_WALLETCONNECT_PROJECT_ID,
  VITE_SENTRY_DSN: import.meta.env.VITE_SENTRY_DSN,
  VITE_ANALYTICS_URL: import.meta.env.VITE_ANALYTICS_URL,
  VITE_ANALYTICS_DOMAIN: import.meta.env.VITE_ANALYTICS_DOMAIN,
  VITE_ALGOD_SERVER: import.meta.env.VITE_ALGOD_SERVER,
  VITE_ALGOD_PORT: import.meta.env.VITE_ALGOD_PORT,
  VITE_ALGOD_TOKEN: import.meta.env.VITE_ALGOD_TOKEN,
  VITE_API_BASE: import.meta.env.VITE_API_BASE,
} as Record<string, string | boolean | undefined>)
