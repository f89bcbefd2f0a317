/**
 * Runs a check while the app is open: at once, every `intervalMs` while the tab is visible, and
 * again when the tab becomes visible or regains focus. A check asked for while one is running,
 * or while the tab is hidden, is skipped (the next one catches up). A failed check backs off
 * exponentially: nothing runs (neither the interval nor focus) for 2, 4, 8… intervals, at most
 * MAX_BACKOFF of them, until one succeeds. Returns the stop function; a check still running when
 * stopped sees `stopped()` true and must not report.
 */
import { logger } from './logger'

/** The longest wait after failures, in intervals. */
const MAX_BACKOFF = 32

export function checkWhileOpen(
  check: (stopped: () => boolean) => Promise<void>,
  intervalMs: number,
  label: string,
): () => void {
  let running = false
  let stopped = false
  let failures = 0
  let resumeAt = 0
  const run = async () => {
    if (running || document.visibilityState === 'hidden' || Date.now() < resumeAt) return
    running = true
    try {
      await check(() => stopped)
      failures = 0
      resumeAt = 0
    } catch (error) {
      failures += 1
      const wait = intervalMs * Math.min(2 ** failures, MAX_BACKOFF)
      resumeAt = Date.now() + wait - 1
      logger.warn(`${label}: check failed; next try in ${Math.round(wait / 1000)} s`, error)
    } finally {
      running = false
    }
  }
  const onVisible = () => {
    if (document.visibilityState === 'visible') void run()
  }
  void run()
  const timer = window.setInterval(() => void run(), intervalMs)
  document.addEventListener('visibilitychange', onVisible)
  window.addEventListener('focus', onVisible)
  return () => {
    stopped = true
    window.clearInterval(timer)
    document.removeEventListener('visibilitychange', onVisible)
    window.removeEventListener('focus', onVisible)
  }
}
