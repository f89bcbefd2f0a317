import { afterEach, describe, expect, it, vi } from 'vitest'
import { EARLY_RESPONSE_GLOBAL, takeEarlyResponse } from './earlyResponse'

const URL_A = 'https://api.example/nfd/alice.algo?view=full'
const holder = globalThis as unknown as Record<string, unknown>

function leaveEarly(response: Promise<Response>, url = URL_A): void {
  holder[EARLY_RESPONSE_GLOBAL] = { url, response }
}

afterEach(() => {
  delete holder[EARLY_RESPONSE_GLOBAL]
  vi.restoreAllMocks()
})

describe('takeEarlyResponse', () => {
  it('hands the early response to the first GET of its URL, and only once', async () => {
    leaveEarly(Promise.resolve(Response.json({ name: 'alice.algo' }, { status: 200 })))
    expect(takeEarlyResponse('https://api.example/nfd/bob.algo', {})).toBeUndefined()
    expect(takeEarlyResponse(URL_A, { method: 'POST' })).toBeUndefined()
    const response = await takeEarlyResponse(URL_A, {})
    expect(await response?.json()).toEqual({ name: 'alice.algo' })
    expect(takeEarlyResponse(URL_A, {})).toBeUndefined()
  })

  it('keeps the status and headers of an error answer', async () => {
    leaveEarly(Promise.resolve(new Response(null, { status: 404, headers: { 'goa-attribute-name': 'notFound' } })))
    const response = await takeEarlyResponse(URL_A, {})
    expect(response?.status).toBe(404)
    expect(response?.headers.get('goa-attribute-name')).toBe('notFound')
  })

  it('asks again itself when the early request failed', async () => {
    leaveEarly(Promise.reject(new TypeError('Failed to fetch')))
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockResolvedValue(Response.json({ name: 'again' }))
    const init = { headers: { Accept: 'application/json' } }
    const response = await takeEarlyResponse(URL_A, init)
    expect(await response?.json()).toEqual({ name: 'again' })
    expect(fetchSpy).toHaveBeenCalledWith(URL_A, init)
  })

  it('stops waiting when the request is cancelled or its time is up', async () => {
    leaveEarly(new Promise<Response>(() => {})) // never answers
    const controller = new AbortController()
    const waiting = takeEarlyResponse(URL_A, { signal: controller.signal })
    controller.abort(new DOMException('left the page', 'AbortError'))
    await expect(waiting).rejects.toThrow('left the page')
  })
})
