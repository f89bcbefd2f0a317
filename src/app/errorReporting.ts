/**
 * Error reporting, off without a DSN. @sentry/react is loaded only when a DSN is configured,
 * after first render, so it never weighs on the first paint.
 */
import { env } from '@/config/env'
import { APP_VERSION } from '@/config/constants'
import { setErrorReporter } from '@/lib/errorReporter'
import { logger } from '@/lib/logger'
import { isIgnoredMessage, sentryOptions } from './sentryOptions'

type Sentry = typeof import('@sentry/react')
let sentry: Promise<Sentry | null> = Promise.resolve(null)

export function initErrorReporting(): void {
  setErrorReporter(reportError)
  const dsn = env.sentryDsn
  if (!dsn) return
  sentry = import('@sentry/react')
    .then((module) => {
      module.init({
        ...sentryOptions(dsn, env.network, APP_VERSION),
        integrations: [module.browserTracingIntegration()],
      })
      return module
    })
    .catch((error: unknown) => {
      logger.warn('Error reporting could not start', error)
      return null
    })
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  const message = error instanceof Error ? error.message : String(error)
  logger.error(error)
  if (isIgnoredMessage(message)) return
  void sentry.then((module) => module?.captureException(error, context ? { extra: context } : undefined))
}
