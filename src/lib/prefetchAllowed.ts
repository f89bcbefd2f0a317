/**
 * Whether the app may fetch code the visitor has not asked for yet (the likely next page, on
 * idle). Never when they asked the browser to save data, nor on a 2G or slow-2G connection: there
 * a prefetch competes with what they are waiting for. A link they point at or focus is intent,
 * not a guess, and loads regardless. Pure: pass `navigator.connection` (absent in most browsers,
 * which then allow it).
 */
export interface ConnectionHints {
  saveData?: boolean
  effectiveType?: string
}

const SLOW = new Set(['slow-2g', '2g'])

export function prefetchAllowed(connection: ConnectionHints | undefined): boolean {
  if (!connection) return true
  return connection.saveData !== true && !SLOW.has(connection.effectiveType ?? '')
}

/** The browser's own hints, where it has them. */
export function browserConnection(): ConnectionHints | undefined {
  return typeof navigator === 'undefined'
    ? undefined
    : (navigator as Navigator & { connection?: ConnectionHints }).connection
}
