/**
 * Where lower layers send an error worth a report (a refused transaction group, say) without
 * knowing the reporter: the app plugs its own in at startup. Until then it is only logged.
 */
import { logger } from './logger'

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void

let reporter: ErrorReporter = (error) => logger.error(error)

export function setErrorReporter(next: ErrorReporter): void {
  reporter = next
}

export function report(error: unknown, context?: Record<string, unknown>): void {
  reporter(error, context)
}
