/** The analytics endpoint (env.analyticsUrl): page views are recorded for the browser tests. */
import { http, HttpResponse } from 'msw'
import { env } from '@/config/env'

export interface RecordedPageView {
  name: string
  url: string
  domain?: string
  referrer?: string | null
}

export const pageViews: RecordedPageView[] = []

export const analyticsHandlers = env.analyticsUrl
  ? [
      http.post(env.analyticsUrl, async ({ request }) => {
        try {
          pageViews.push(JSON.parse(await request.text()) as RecordedPageView)
        } catch {
          return new HttpResponse('bad event', { status: 400 })
        }
        return new HttpResponse('ok', { status: 202 })
      }),
    ]
  : []
