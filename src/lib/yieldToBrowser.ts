/**
 * Ends the current task and resumes in a new one, so input and rendering get a turn: long
 * start-up work split this way never blocks the page for long. `scheduler.yield` resumes ahead of
 * other queued tasks where the browser has it.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler
  if (typeof scheduler?.yield === 'function') return scheduler.yield()
  return new Promise((resolve) => setTimeout(resolve, 0))
}
