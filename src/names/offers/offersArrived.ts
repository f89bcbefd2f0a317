/**
 * Which offers are news to a watcher: those newer than `since` (when it started, then the newest
 * it told). Offers from before the app opened are the header badge's to count. Pure.
 */
export function offersArrived<T extends { timestamp: string }>(
  entries: readonly T[],
  since: number,
): { arrived: T[]; newest: number } {
  const arrived = entries.filter((entry) => Date.parse(entry.timestamp) > since)
  return { arrived, newest: Math.max(since, ...arrived.map((entry) => Date.parse(entry.timestamp))) }
}
