/**
 * Faults on demand for tests: make matching requests slow or never answer (hang), fail with
 * 500 or 429, answer with a broken body, or fail as if offline. The first handler of the mock network consults them.
 * In the browser they can be set before the app loads (localStorage "mockFaults").
 */
import { delay, http, HttpResponse } from 'msw'
import { algodServerFor } from '@/algod/client'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import { algodError, goaError, rateLimited } from './handlers/respond'

export type FaultKind = 'slow' | 'hang' | '500' | '429' | 'malformed' | 'offline'

export interface Fault {
  kind: FaultKind
  /** Which service; default both. */
  target?: 'api' | 'algod' | 'any'
  /** A substring of the path, or a regular expression written as "/.../". Default: every path. */
  path?: string
  method?: string
  /** slow: how long (default 3000 ms) */
  delayMs?: number
  /** 429: the wait the reply asks for (default 2 s) */
  secsRemaining?: number
  /** Only the next N matching requests (default: until cleared). */
  times?: number
}

export const FAULTS_STORAGE_KEY = 'mockFaults'

const faults: Fault[] = []

export function setFault(fault: Fault): void {
  faults.push({ ...fault })
}

export function clearFaults(): void {
  faults.length = 0
}

export function activeFaults(): readonly Fault[] {
  return faults
}

function targetOf(url: URL): 'api' | 'algod' | null {
  if (url.origin === new URL(apiBaseFor(NETWORKS.mock)).origin) return 'api'
  if (url.origin === new URL(algodServerFor(NETWORKS.mock).server).origin) return 'algod'
  return null
}

function pathMatches(pattern: string | undefined, path: string): boolean {
  if (!pattern) return true
  if (pattern.length > 2 && pattern.startsWith('/') && pattern.endsWith('/'))
    return new RegExp(pattern.slice(1, -1)).test(path)
  return path.includes(pattern)
}

/** The fault for this request, if any (consuming one of its `times`). */
export function takeFault(request: Request): { fault: Fault; target: 'api' | 'algod' } | null {
  const url = new URL(request.url)
  const target = targetOf(url)
  if (!target) return null
  const index = faults.findIndex(
    (f) =>
      (f.target ?? 'any') !== (target === 'api' ? 'algod' : 'api') &&
      (!f.method || f.method.toUpperCase() === request.method) &&
      pathMatches(f.path, url.pathname + url.search),
  )
  const fault = faults[index]
  if (!fault) return null
  if (fault.times !== undefined) {
    fault.times -= 1
    if (fault.times <= 0) faults.splice(index, 1)
  }
  return { fault, target }
}

export const faultHandler = http.all('*', async ({ request }) => {
  const taken = takeFault(request)
  if (!taken) return undefined
  const { fault, target } = taken
  switch (fault.kind) {
    case 'slow':
      await delay(fault.delayMs ?? 3000)
      return undefined // then answer normally
    case 'hang':
      // No answer until the client gives up (its time limit or the user leaving the page).
      await new Promise<void>((resolve) => request.signal.addEventListener('abort', () => resolve()))
      return HttpResponse.error()
    case 'offline':
      return HttpResponse.error()
    case '429':
      return rateLimited(fault.secsRemaining ?? 2)
    case '500':
      return target === 'api'
        ? goaError(500, 'internal', 'mock fault: internal server error', { temporary: true, fault: true })
        : algodError(500, 'mock fault: internal server error')
    case 'malformed':
      return new HttpResponse('{"nfds": [{"name": "trunc', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
  }
})
