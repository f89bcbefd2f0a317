/**
 * Every build: the inline script that starts the app's code, in place of the module script and
 * preloads Vite writes. On a profile of a production build it waits until the banner is on screen
 * (the early-record script's promise): the app's start-up, a long task on a phone, would hold
 * the banner's paint back, and its code downloading beside the banner would only share the link
 * with it. Anywhere else it starts at once, in the head, as the tags it replaces would have.
 */
import { inlineScript } from './inlineScript'

/**
 * Where the early-record script leaves the promise that settles once the banner is on screen (or
 * there is none, it failed, or EARLY_PAINT_WAIT_MS has passed).
 */
export const EARLY_PAINT_GLOBAL = '__earlyPaint'

interface StartAppData {
  entry: string
  preloads: string[]
  gate: string
}

function startApp(data: StartAppData): void {
  const start = () => {
    for (const href of data.preloads) {
      const link = document.createElement('link')
      link.rel = 'modulepreload'
      link.crossOrigin = ''
      link.href = href
      document.head.appendChild(link)
    }
    const script = document.createElement('script')
    script.type = 'module'
    script.crossOrigin = ''
    script.src = data.entry
    document.head.appendChild(script)
  }
  const gate = (window as unknown as Record<string, unknown>)[data.gate]
  if (gate instanceof Promise) gate.then(start, start)
  else start()
}

/** The script for an entry and the modules it preloads, as Vite wrote them. */
export function startAppScript(entry: string, preloads: string[]): string {
  return inlineScript(startApp, { entry, preloads, gate: EARLY_PAINT_GLOBAL })
}
