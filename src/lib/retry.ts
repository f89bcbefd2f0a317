/**
 * Tries a call up to `tries` times (default 3) and rejects with the last error. The call gets
 * its attempt number, from 1. `delayMs` is the wait between attempts (default 0: no wait), or a
 * rule that reads the error: the wait before the next attempt, or undefined to give up at once.
 */
export async function retry<T>(
  fn: (attempt: number) => T | Promise<T>,
  tries = 3,
  delayMs: number | ((error: unknown, attempt: number) => number | undefined) = 0,
): Promise<T> {
  if (!Number.isInteger(tries) || tries < 1) throw new RangeError(`tries must be a positive integer, got ${tries}`)
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt)
    } catch (error) {
      if (attempt >= tries) throw error
      const wait = typeof delayMs === 'number' ? delayMs : delayMs(error, attempt)
      if (wait === undefined) throw error
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
}
