/**
 * A levelled logger: 0 debug, 1 info, 2 warn, 3 error. Default 2; debug mode sets 0.
 * Plain module so the wallet manager and the data layer can log without React.
 */
export const LogLevel = { debug: 0, info: 1, warn: 2, error: 3 } as const
type LogLevelName = keyof typeof LogLevel

let level: number = LogLevel.warn

export function setLogLevel(next: number): void {
  level = next
}

function emit(name: LogLevelName, args: unknown[]): void {
  if (LogLevel[name] < level) return
  // eslint-disable-next-line no-console
  console[name](...args)
}

export const logger = {
  debug: (...args: unknown[]) => emit('debug', args),
  info: (...args: unknown[]) => emit('info', args),
  warn: (...args: unknown[]) => emit('warn', args),
  error: (...args: unknown[]) => emit('error', args),
}
