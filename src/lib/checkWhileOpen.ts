/**
 * Runs a check while the app is open: at once, every `intervalMs` while the tab is visible, and
 * again when the tab becomes visible or regains focus. A check asked for while one is running,
 * or while the tab is hidden, is skipped (the next one catches up). Returns the stop function;
 * a check still running when stopped sees `stopped()` true and must not report.
 */
import { logger } from './logger'

export function checkWhileOpen(
  check: (stopped: () => boolean) => Promise<void>,
  intervalMs: number,
  label: string,
): () => void {
  let running = false
  let stopped = false
  const run = async () => {
    if (running || document.visibilityState === 'hidden') return
    running = true
    try {
      await check(() => stopped)
    } catch (error) {
      logger.warn(`${label}: check failed`, error)
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
