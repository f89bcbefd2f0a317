/**
 * Faults on demand for tests: make matching requests slow or never answer (hang), fail with
 * 500, 429 or any API error (refuse), answer with a broken body, fail as if offline, answer with
 * wrongly typed fields (badField) or one malformed record in a list (badRecord), answer records
 * from a cache that only nocache=true gets past, like the API's CDN (cached), or (writes) answer
 * with a tampered transaction group (tamper). The first handler of the mock network consults
 * them; the write handlers consult the tampering. In the browser they can be set before the app
 * loads (localStorage "mockFaults").
 */
import { delay, getResponse, http, HttpResponse } from 'msw'
import { algodServerFor } from '@/algod/client'
import { NETWORKS } from '@/config/networks'
import { apiBaseFor } from '@/names/api/http'
import { apiHandlers } from './handlers/api'
import { algodError, goaError, rateLimited } from './handlers/respond'
import type { Tampering } from './tamperGroup'

type FaultKind =
  'slow' | 'hang' | '500' | '429' | 'malformed' | 'offline' | 'badField' | 'badRecord' | 'cached' | 'refuse' | 'tamper'

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
  /** badField: merged into the answered record (or a list's first record); properties merge by key. */
  fields?: Record<string, unknown>
  /** badRecord: added at the head of a list answer (an array, or `nfds` of a search). */
  record?: unknown
  /** refuse: the API's error with this status and goa name (e.g. 413 tooManyTransactions). */
  status?: number
  code?: string
  /** refuse: the fields in goa-attribute-* headers only, no body (as some answers are). */
  headersOnly?: boolean
  /** Only the next N matching requests (default: until cleared). */
  times?: number
  /** tamper: how the write's group is changed (see tamperGroup.ts). */
  tampering?: Tampering
}

const faults: Fault[] = []
/** What the 'cached' fault has served, by path and view: the API's CDN as the client meets it. */
const cdn = new Map<string, { status: number; body: string }>()

export function setFault(fault: Fault): void {
  faults.push({ ...fault })
}

export function clearFaults(): void {
  faults.length = 0
  cdn.clear()
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
function takeFault(request: Request, tampering = false): { fault: Fault; target: 'api' | 'algod' } | null {
  const url = new URL(request.url)
  const target = targetOf(url)
  if (!target) return null
  const index = faults.findIndex(
    (f) =>
      (f.kind === 'tamper') === tampering &&
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

/** The tampering a write's group gets, if a 'tamper' fault matches this request. */
export function takeTampering(request: Request): Tampering | null {
  return takeFault(request, true)?.fault.tampering ?? null
}

type Json = Record<string, unknown>
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value)

function withFields(record: unknown, fields: Json): unknown {
  if (!isObject(record)) return record
  const merged: Json = { ...record, ...fields }
  if (isObject(record.properties) && isObject(fields.properties)) {
    const properties: Json = { ...record.properties }
    for (const [key, value] of Object.entries(fields.properties))
      properties[key] = isObject(value) && isObject(properties[key]) ? { ...properties[key], ...value } : value
    merged.properties = properties
  }
  return merged
}

/** The mock API's own answer to this request, as JSON (null when it has no JSON body). */
async function realAnswer(request: Request): Promise<{ status: number; json: unknown } | null> {
  const response = await getResponse(apiHandlers, request)
  if (!response) return null
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
}

async function patched(request: Request, fault: Fault): Promise<Response | undefined> {
  const real = await realAnswer(request)
  if (!real || real.status !== 200) return undefined
  let json = real.json
  if (fault.kind === 'badField') {
    const fields = fault.fields ?? {}
    if (Array.isArray(json)) json = [withFields(json[0], fields), ...json.slice(1)]
    else if (isObject(json) && Array.isArray(json.nfds))
      json = { ...json, nfds: [withFields(json.nfds[0], fields), ...json.nfds.slice(1)] }
    else json = withFields(json, fields)
  } else {
    if (Array.isArray(json)) json = [fault.record, ...json]
    else if (isObject(json) && Array.isArray(json.nfds)) json = { ...json, nfds: [fault.record, ...json.nfds] }
  }
  return HttpResponse.json(json as never)
}

/** A record read (GET /nfd/<name or id>) without nocache gets what was served first for it. */
async function fromCdn(request: Request): Promise<Response | undefined> {
  const url = new URL(request.url)
  const isRecord = request.method === 'GET' && /^\/nfd\/([^/]+\.algo|\d+)$/.test(url.pathname)
  if (!isRecord || url.searchParams.get('nocache') === 'true') return undefined
  const key = `${url.pathname}?view=${url.searchParams.get('view') ?? 'brief'}`
  let hit = cdn.get(key)
  if (!hit) {
    const response = await getResponse(apiHandlers, request)
    if (!response) return undefined
    hit = { status: response.status, body: await response.text() }
    cdn.set(key, hit)
  }
  return new HttpResponse(hit.body || null, { status: hit.status, headers: { 'Content-Type': 'application/json' } })
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
    case 'tamper':
      return undefined // taken by the write handlers, never here
    case 'badField':
    case 'badRecord':
      return patched(request, fault)
    case 'cached':
      return fromCdn(request)
    case 'refuse':
      return goaError(fault.status ?? 400, fault.code ?? 'invalidAddress', `mock fault: ${fault.code ?? 'refused'}`, {
        headersOnly: fault.headersOnly ?? false,
      })
    case 'malformed':
      return new HttpResponse('{"nfds": [{"name": "trunc', {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      })
  }
})
