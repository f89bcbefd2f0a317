/**
 * The fetch wrapper under every API call: base URL per network, repeated query params for
 * arrays, a time limit on every request, and the API's failures turned into typed errors
 * (src/lib/errors.ts).
 */
import { READ_TIMEOUT_MS, WRITE_TIMEOUT_MS } from '@/config/constants'
import { env } from '@/config/env'
import type { NetworkConfig } from '@/config/networks'
import { ApiError, MalformedResponseError, NetworkError, RateLimitedError, TimeoutError } from '@/lib/errors'
import { timeLimit } from '@/lib/timeLimit'
import { takeEarlyResponse } from './earlyResponse'

type QueryScalar = string | number | boolean
type QueryValue = QueryScalar | readonly QueryScalar[] | undefined | null
export type Query = Record<string, QueryValue>

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT'
  query?: Query | undefined
  body?: unknown
  signal?: AbortSignal | undefined
  /** Default: READ_TIMEOUT_MS for GET, WRITE_TIMEOUT_MS for the calls that build a group. */
  timeoutMs?: number
}

/** `data` is whatever JSON came: the caller's schema says what it is. */
export interface ApiResponse {
  status: number
  /** undefined for bodiless answers (204). */
  data: unknown
  headers: Headers
}

/** VITE_API_BASE overrides the preset of the build's own network only. */
export function apiBaseFor(net: NetworkConfig): string {
  return (net.id === env.network && env.apiBase) || net.apiBase
}

/** Arrays become repeated parameters (address=A&address=B); undefined and null are left out. */
export function buildApiUrl(net: NetworkConfig, path: string, query: Query = {}): string {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item))
  }
  const search = params.toString()
  return `${apiBaseFor(net)}${path}${search ? `?${search}` : ''}`
}

/** By name, not instanceof: DOMException differs between realms (tests, workers). */
function isAbort(error: unknown, signal?: AbortSignal): boolean {
  return Boolean(signal?.aborted) || (error instanceof Error && error.name === 'AbortError')
}

function parseJson(text: string, status: number, url: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new MalformedResponseError(`The name service sent an unreadable reply (status ${status}) for ${url}`, status)
  }
}

function asRecord(value: unknown): Record<string, unknown> | null {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

/** The goa error fields come in the body and, on some answers, as goa-attribute-* headers. */
export function errorFromResponse(status: number, headers: Headers, text: string): ApiError {
  let body: Record<string, unknown> | null = null
  try {
    body = asRecord(JSON.parse(text))
  } catch {
    body = null
  }
  if (status === 429) {
    // A wait that is not a plain non-negative number of seconds reads as 1 s, never as "now".
    const secs = Number(body?.secsRemaining ?? headers.get('retry-after') ?? 1)
    const limit = Number(body?.limit ?? 0)
    return new RateLimitedError(Number.isFinite(secs) && secs >= 0 ? secs : 1, Number.isFinite(limit) ? limit : 0)
  }
  const field = (key: string): string | null => {
    const value = body?.[key] ?? headers.get(`goa-attribute-${key}`)
    return value === undefined || value === null ? null : String(value)
  }
  const code = field('name') ?? `http${status}`
  const message = field('message') ?? (text.trim().slice(0, 200) || `Request failed with status ${status}`)
  return new ApiError(status, code, message, field('temporary') === 'true', field('timeout') === 'true')
}

export async function apiRequest(net: NetworkConfig, path: string, request: ApiRequest = {}): Promise<ApiResponse> {
  const { method = 'GET', query, body, signal } = request
  const url = buildApiUrl(net, path, query)
  const limitMs = request.timeoutMs ?? (method === 'GET' ? READ_TIMEOUT_MS : WRITE_TIMEOUT_MS)
  const limit = timeLimit(limitMs, signal)
  const init: RequestInit = { method, headers: { Accept: 'application/json' }, signal: limit.signal }
  // An upload goes as multipart: the browser writes its Content-Type with the boundary.
  if (body instanceof FormData) init.body = body
  else if (body !== undefined) {
    init.body = JSON.stringify(body)
    init.headers = { Accept: 'application/json', 'Content-Type': 'application/json' }
  }
  let response: Response
  try {
    response = await (takeEarlyResponse(url, init) ?? fetch(url, init))
  } catch (error) {
    if (limit.expired()) throw new TimeoutError('name service', limitMs)
    if (isAbort(error, signal)) throw error
    throw new NetworkError(`Could not reach the name service (${method} ${path})`, error)
  }
  let text: string
  try {
    text = await response.text()
  } catch (error) {
    if (limit.expired()) throw new TimeoutError('name service', limitMs)
    if (isAbort(error, signal)) throw error
    throw new NetworkError(`The connection dropped while reading ${path}`, error)
  }
  if (!response.ok) throw errorFromResponse(response.status, response.headers, text)
  const data = response.status === 204 || text === '' ? undefined : parseJson(text, response.status, path)
  return { status: response.status, data, headers: response.headers }
}

/** A request that must answer with a body (every read, most writes). */
export async function apiData(net: NetworkConfig, path: string, request: ApiRequest = {}): Promise<unknown> {
  const { data, status } = await apiRequest(net, path, request)
  if (data === undefined)
    throw new MalformedResponseError(`The name service sent no data (status ${status}) for ${path}`, status)
  return data
}

export function apiGet(net: NetworkConfig, path: string, query?: Query, signal?: AbortSignal): Promise<unknown> {
  return apiData(net, path, { query, signal })
}

/** Path segments are user input (names, ids): always encode them. */
export function pathOf(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  return strings.reduce(
    (out, part, i) => out + part + (i < values.length ? encodeURIComponent(String(values[i])) : ''),
    '',
  )
}
