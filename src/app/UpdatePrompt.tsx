/**
 * Production builds: registers the offline app's service worker after the first render, and when
 * a new version is waiting offers it quietly. It is never forced: the prompt stays hidden while a
 * transaction dialog is open, and the page reloads only when the user asks and no flow is open.
 */
import { useEffect, useState, useSyncExternalStore } from 'react'
import type { Workbox } from 'workbox-window'
import { logger } from '@/lib/logger'
import { openFlowCount, subscribeOpenFlows } from '@/lib/openFlows'
import { Button } from '@/ui/Button'

export function UpdatePrompt() {
  const [waiting, setWaiting] = useState<Workbox | null>(null)
  const flows = useSyncExternalStore(subscribeOpenFlows, openFlowCount)
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    let cancelled = false
    import('workbox-window')
      .then(({ Workbox }) => {
        if (cancelled) return
        const workbox = new Workbox('/sw.js')
        workbox.addEventListener('waiting', () => setWaiting(workbox))
        return workbox.register()
      })
      .catch((error: unknown) => logger.warn('The offline app did not start', error))
    return () => {
      cancelled = true
    }
  }, [])
  if (!waiting || flows > 0) return null
  const reload = () => {
    // The new worker takes over, then the page loads its files: unless a flow opened meanwhile.
    waiting.addEventListener('controlling', () => {
      if (openFlowCount() === 0) window.location.reload()
    })
    waiting.messageSkipWaiting()
    setWaiting(null)
  }
  return (
    <div
      role="status"
      className="fixed bottom-4 inset-s-4 z-40 flex items-center gap-3 rounded-lg border border-line bg-surface px-4 py-2 text-sm shadow-lg"
      data-testid="update-prompt"
    >
      A new version is ready
      <Button size="sm" onClick={reload}>
        Reload
      </Button>
    </div>
  )
}
