/**
 * Tries a call up to `tries` times (default 3) and reject with the last error.
 * `delayMs` waits between attempts (default 0: no wait). The call gets its attempt number, from 1.
 */
export async function retry<T>(fn: (attempt: number) => T | Promise<T>, tries = 3, delayMs = 0): Promise<T> {
  if (!Number.isInteger(tries) || tries < 1) throw new RangeError(`tries must be a positive integer, got ${tries}`)
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn(attempt)
    } catch (error) {
      if (attempt >= tries) throw error
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
    }
  }
}
