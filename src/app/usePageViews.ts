import { useEffect, useMemo } from 'react'
import { useLocation } from 'react-router-dom'
import { env } from '@/config/env'
import { createAnalytics } from './analytics'

/** Records a page view after each completed route change (the location commits once the page has loaded). */
export function usePageViews(): void {
  const location = useLocation()
  const analytics = useMemo(() => createAnalytics({ url: env.analyticsUrl, domain: env.analyticsDomain }), [])
  useEffect(() => {
    analytics.pageView(window.location.origin + location.pathname + location.search)
  }, [analytics, location.key, location.pathname, location.search])
}
