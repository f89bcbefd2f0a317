/**
 * A response the HTML started before the app's code ran (the early record script of production
 * builds, src/prerender/earlyRecord.ts), handed to the app's own request for the same URL once: one
 * request, started a boot-time earlier, that the script could also read the banner from. The app
 * bounds it by its own time limit and signal, and reads it through the same checks as any reply;
 * if the early request failed, the app asks again itself.
 */

/** Where the early script leaves `{ url, response }` on `window`. */
export const EARLY_RESPONSE_GLOBAL = '__earlyResponse'

interface EarlyResponse {
  url: string
  response: Promise<Response>
}

/** Rejects with the signal's reason once it aborts. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason as Error)
    const abort = () => reject(signal.reason as Error)
    signal.addEventListener('abort', abort, { once: true })
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort))
  })
}

/**
 * The early response for a GET of `url`, read in full within `init.signal`; undefined when there
 * is none (or it was taken already), and the app fetches as usual.
 */
export function takeEarlyResponse(url: string, init: RequestInit): Promise<Response> | undefined {
  const holder = globalThis as { [EARLY_RESPONSE_GLOBAL]?: EarlyResponse }
  const early = holder[EARLY_RESPONSE_GLOBAL]
  if (!early || early.url !== url || (init.method ?? 'GET') !== 'GET') return undefined
  delete holder[EARLY_RESPONSE_GLOBAL]
  const signal = init.signal ?? new AbortController().signal
  const read = early.response.then(async (response) => {
    const body = await response.text()
    return new Response(body || null, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    })
  })
  // An early request that failed (offline, refused) is the app's to retry, within its own limit.
  return untilAborted(
    read.catch(() => fetch(url, init)),
    signal,
  )
}
