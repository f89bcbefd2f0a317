/**
 * A dynamic import that can be tried again. The browser keeps a failed module fetch in its module
 * map: asking for the same URL again fails at once, without a request. So after a failure whose
 * message names the file (Chromium and Firefox do), the next call asks for that file with a query
 * of its own, which the module map has not seen. A module that threw as it ran fails again anyway.
 */
export function retryableImport<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | null = null
  let failedUrl: string | null = null
  let attempt = 0
  return () => {
    if (loaded) return loaded
    attempt += 1
    const url = failedUrl
    const attemptLoad = url ? (import(/* @vite-ignore */ `${url}?attempt=${attempt}`) as Promise<T>) : load()
    loaded = attemptLoad.catch((error: unknown) => {
      loaded = null
      failedUrl = failedModuleUrl(error) ?? failedUrl
      throw error
    })
    return loaded
  }
}

/** The script a failed dynamic import names, e.g. "Failed to fetch dynamically imported module: https://…/x.js". */
export function failedModuleUrl(error: unknown): string | null {
  const message = error instanceof Error ? error.message : ''
  return /\b(https?:\/\/\S+?\.js)\b/.exec(message)?.[1] ?? null
}
