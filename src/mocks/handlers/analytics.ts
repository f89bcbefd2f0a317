/**
 * The analytics endpoint (env.analyticsUrl, Plausible's event API): each page view's URL is
 * recorded, in order, for the browser tests (window.__mock.pageViews).
 */
import { http, HttpResponse } from 'msw'
import { env } from '@/config/env'

export const pageViews: string[] = []

export const analyticsHandlers = env.analyticsUrl
  ? [
      http.post(env.analyticsUrl, async ({ request }) => {
        try {
          const event = JSON.parse(await request.text()) as { name?: unknown; url?: unknown }
          if (event.name !== 'pageview' || typeof event.url !== 'string') throw new Error('not a page view')
          pageViews.push(event.url)
        } catch {
          return new HttpResponse('bad event', { status: 400 })
        }
        return new HttpResponse('ok', { status: 202 })
      }),
    ]
  : []
