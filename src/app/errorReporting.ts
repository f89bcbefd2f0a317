/**
 * Error reporting, off without a DSN. @sentry/react and the reporting policy are loaded only
 * when a DSN is configured, after first render, so they never weigh on the first paint.
 */
import { env } from '@/config/env'
import { APP_VERSION } from '@/config/constants'
import { setErrorReporter } from '@/lib/errorReporter'
import { logger } from '@/lib/logger'

type Sentry = typeof import('@sentry/react')
let sentry: Promise<Sentry | null> = Promise.resolve(null)

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
      return module
    })
    .catch((error: unknown) => {
      logger.warn('Error reporting could not start', error)
      return null
    })
}

/** Expected conditions are dropped by the policy's beforeSend, by class and code. */
export function reportError(error: unknown, context?: Record<string, unknown>): void {
  logger.error(error)
  void sentry.then((module) => module?.captureException(error, context ? { extra: context } : undefined))
}
