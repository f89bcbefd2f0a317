/**
 * Error reporting, off without a DSN. @sentry/react and the reporting policy are loaded only
 * when a DSN is configured, after first render, so they never weigh on the first paint.
 */
import { env } from '@/config/env'
import { APP_VERSION } from '@/config/constants'
import { setErrorReporter } from '@/lib/errorReporter'
import { logger } from '@/lib/logger'

type Sentry = typeof import('@sentry/react')
type Policy = typeof import('./sentryOptions')
let sentry: Promise<{ module: Sentry; policy: Policy } | null> = Promise.resolve(null)

export function initErrorReporting(): void {
  setErrorReporter(reportError)
  const dsn = env.sentryDsn
  if (!dsn) return
  sentry = Promise.all([import('@sentry/react'), import('./sentryOptions')])
    .then(([module, policy]) => {
      module.init({
        ...policy.sentryOptions(dsn, env.network, APP_VERSION),
        integrations: [module.browserTracingIntegration()],
      })
      return { module, policy }
    })
    .catch((error: unknown) => {
      logger.warn('Error reporting could not start', error)
      return null
    })
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const message = error instanceof Error ? error.message : String(error)
  logger.error(error)
  void sentry.then((loaded) => {
    if (!loaded || loaded.policy.isIgnoredMessage(message)) return
    loaded.module.captureException(error, context ? { extra: context } : undefined)
  })
}
