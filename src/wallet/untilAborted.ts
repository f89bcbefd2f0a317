import { WalletError } from './WalletError'

/**
 * A wallet call the user gave up on. Wallets cannot be told to stop (a phone keeps its request
 * open), so the app stops waiting: the call rejects at once and a late answer is ignored.
 * Its code tells isUserCancellation so: the UI says "cancelled", not "failed".
 */
export class WalletCallCancelledError extends WalletError {
  constructor(message = 'Cancelled by the user') {
    super('cancelled', message)
    this.name = 'AbortError'
  }
}

/** `promise`, or a WalletCallCancelledError as soon as `signal` aborts (at once if it has). */
export function untilAborted<T>(promise: Promise<T>, signal?: AbortSignal): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) {
    // The call still runs; its outcome no longer matters.
    promise.catch(() => undefined)
    return Promise.reject(new WalletCallCancelledError())
  }
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(new WalletCallCancelledError())
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
