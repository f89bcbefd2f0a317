/**
 * A request's time limit as an AbortSignal that also follows the caller's signal (a page left,
 * a query cancelled), and the question that tells the two apart once a request failed.
 */
export interface TimeLimit {
  signal: AbortSignal
  /** True when the limit, not the caller, ended the request. */
  expired: () => boolean
}

export function timeLimit(ms: number, callerSignal?: AbortSignal | null): TimeLimit {
  const limit = AbortSignal.timeout(ms)
  const signal = callerSignal ? AbortSignal.any([callerSignal, limit]) : limit
  return { signal, expired: () => limit.aborted && !callerSignal?.aborted }
}

/** Rejects with `onExpiry()` when `work` takes longer than `ms`; for work that takes no signal. */
export function withTimeLimit<T>(work: Promise<T>, ms: number, onExpiry: () => Error): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const expiry = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(onExpiry()), ms)
  })
  return Promise.race([work, expiry]).finally(() => clearTimeout(timer))
}
