/**
 * Production builds, on a profile: the early-record script in index.html leaves here a promise that
 * settles once the banner has painted into the prerendered shell (or there is none, it failed, or
 * EARLY_PAINT_WAIT_MS has passed). The app waits for it before it starts: on a phone, the app's
 * start-up is one long task, and the banner's paint would otherwise wait behind it.
 */

/** Where the early-record script leaves the promise. */
export const EARLY_PAINT_GLOBAL = '__earlyPaint'

/** Settles when the app may start: at once where no early script left a promise. */
export function untilEarlyPaint(): Promise<void> {
  const holder = globalThis as { [EARLY_PAINT_GLOBAL]?: unknown }
  const gate = holder[EARLY_PAINT_GLOBAL]
  delete holder[EARLY_PAINT_GLOBAL]
  return gate instanceof Promise
    ? gate.then(
        () => undefined,
        () => undefined,
      )
    : Promise.resolve()
}
