/**
 * algosdk's HTTP layer with a time limit on every request: algod calls made through the
 * client (accounts, assets, params, submit, boxes, status) end with a TimeoutError instead of
 * hanging. A call may pass { signal, timeoutMs } as the SDK's custom options. Same wire behaviour as the SDK's own client: token header, JSON or msgpack bodies,
 * and non-2xx answers thrown with `response` ({ body, status, headers }) as algosdk expects.
 */
import type { BaseHTTPClient, BaseHTTPClientResponse } from 'algosdk'
import type { ServerConfig } from '@/config/networks'
import { TimeoutError } from '@/lib/errors'
import { timeLimit } from '@/lib/timeLimit'

type Query = Record<string, unknown> | undefined
type Options = Record<string, unknown> | undefined

function headersOf(headers: Headers): Record<string, string> {
  const out: Record<string, string> = {}
  headers.forEach((value, key) => {
    out[key] = value
  })
  return out
}

export function timedHttpClient({ server, port, token }: ServerConfig, limitMs: number): BaseHTTPClient {
  const base = new URL(server.endsWith('/') ? server : `${server}/`)
  if (port) base.port = String(port)

  const urlOf = (path: string, query: Query): string => {
    const url = new URL(`.${path.startsWith('/') ? path : `/${path}`}`, base)
    for (const [key, value] of Object.entries(query ?? {})) {
      if (value !== undefined && value !== null) url.searchParams.set(key, String(value))
    }
    return url.toString()
  }

  async function send(
    method: string,
    path: string,
    body: Uint8Array | undefined,
    query: Query,
    requestHeaders: Record<string, string> | undefined,
    options: Options,
  ): Promise<BaseHTTPClientResponse> {
    const { signal: caller, timeoutMs, ...fetchOptions } = options ?? {}
    const ms = typeof timeoutMs === 'number' ? timeoutMs : limitMs
    const limit = timeLimit(ms, caller instanceof AbortSignal ? caller : undefined)
    let response: Response
    let bytes: Uint8Array
    try {
      response = await fetch(urlOf(path, query), {
        ...fetchOptions,
        method,
        headers: { ...(token ? { 'X-Algo-API-Token': token } : {}), ...requestHeaders },
        signal: limit.signal,
        ...(body ? { body: body as BodyInit } : {}),
      })
      bytes = new Uint8Array(await response.arrayBuffer())
    } catch (error) {
      if (limit.expired()) throw new TimeoutError('Algorand node', ms)
      throw error
    }
    const answer = { body: bytes, status: response.status, headers: headersOf(response.headers) }
    if (!response.ok) {
      let detail = ''
      try {
        const parsed = JSON.parse(new TextDecoder().decode(bytes)) as { message?: unknown }
        if (typeof parsed.message === 'string') detail = `: ${parsed.message}`
      } catch {
        // not JSON: the status alone says enough
      }
      throw Object.assign(
        new Error(`Network request error. Received status ${response.status} (${response.statusText})${detail}`),
        { response: answer },
      )
    }
    return answer
  }

  return {
    get: (path, query, headers, options) => send('GET', path, undefined, query, headers, options),
    post: (path, data, query, headers, options) => send('POST', path, data, query, headers, options),
    delete: (path, data, query, headers, options) => send('DELETE', path, data, query, headers, options),
  }
}
