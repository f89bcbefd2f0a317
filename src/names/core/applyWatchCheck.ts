/** Folds one check's snapshots into the watchlist: the changes to tell, and the state to keep. Pure. */
import { watchDiff, type WatchChange } from './watchDiff'
import type { WatchlistState } from './watchlistState'
import type { WatchSnapshot } from './watchSnapshot'

/** `checkedAt`: when every watched name's snapshot was known current (undefined: not all were). */
export function applyWatchCheck(
  state: WatchlistState,
  snapshots: Readonly<Record<string, WatchSnapshot>>,
  checkedAt?: string,
): { state: WatchlistState; changes: WatchChange[] } {
  const changes: WatchChange[] = []
  const seen = { ...state.seen }
  const unseen = new Set(state.unseen)
  // Only names still starred: one unstarred while the check ran is not news.
  for (const name of state.names) {
    const after = snapshots[name]
    if (!after) continue
    const change = watchDiff(name, state.seen[name], after)
    if (change) {
      changes.push(change)
      unseen.add(name)
    }
    seen[name] = after
  }
  const next: WatchlistState = { names: state.names, seen, unseen: state.names.filter((n) => unseen.has(n)) }
  if (checkedAt ?? state.checkedAt) next.checkedAt = checkedAt ?? state.checkedAt
  return { state: next, changes }
}
