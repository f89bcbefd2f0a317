/** The mock network's first handler: answers a request as its matching fault says, else passes it on. */
import { delay, getResponse, http, HttpResponse } from 'msw'
import { cdn, takeFault, type Fault } from '../faults'
import { apiHandlers } from './api'
import { donationHandlers } from './donations'
import { statsHandlers } from './stats'
import { algodError, goaError, rateLimited } from './respond'

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
  const response = await getResponse([...statsHandlers, ...donationHandlers, ...apiHandlers], request)
  if (!response) return null
  const text = await response.text()
  return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null }
}

async function patched(request: Request, fault: Fault): Promise<Response | undefined> {
  const real = await realAnswer(request)
  if (!real || real.status !== 200) return undefined
  let json = real.json
  // A list answer is an array, a search's `nfds` or the analytics' `results`.
  const body = isObject(json) ? json : null
  const listKey = body ? ['nfds', 'results'].find((key) => Array.isArray(body[key])) : undefined
  const list = Array.isArray(json) ? json : body && listKey ? (body[listKey] as unknown[]) : null
  const withList = (items: unknown[]) => (body && listKey ? { ...body, [listKey]: items } : items)
  if (fault.kind === 'badField') {
    const fields = fault.fields ?? {}
    json = list ? withList([withFields(list[0], fields), ...list.slice(1)]) : withFields(json, fields)
  } else if (list) json = withList([fault.record, ...list])
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
    case 'congested':
    case 'skipClearing':
    case 'simulateDivert':
      return undefined // taken by the write handlers, the params and simulate, never here
    case 'badField':
    case 'badRecord':
      return patched(request, fault)
    case 'cached':
      return fromCdn(request)
    case 'refuse':
      if (target === 'algod') return algodError(fault.status ?? 400, `mock fault: ${fault.code ?? 'refused'}`)
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
