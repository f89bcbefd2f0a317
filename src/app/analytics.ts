/**
 * Page-view analytics behind a small adapter, configured by env (VITE_ANALYTICS_URL and
 * VITE_ANALYTICS_DOMAIN, Plausible's event API); off when unconfigured. Sending never blocks
 * navigation and never throws.
 */
import { logger } from '@/lib/logger'

export interface Analytics {
  pageView(url: string): void
}

export const noAnalytics: Analytics = { pageView: () => {} }

export function createAnalytics(
  config: { url: string | null; domain: string | null },
  send: typeof fetch = (...args) => fetch(...args),
): Analytics {
  const { url, domain } = config
  if (!url || !domain) return noAnalytics
  return {
    pageView(pageUrl) {
      const body = JSON.stringify({ name: 'pageview', url: pageUrl, domain, referrer: document.referrer || null })
      try {
        void send(url, { method: 'POST', body, keepalive: true, headers: { 'Content-Type': 'text/plain' } }).catch(
          (error: unknown) => logger.debug('Page view not recorded', error),
        )
      } catch (error) {
        logger.debug('Page view not recorded', error)
      }
    },
  }
}
