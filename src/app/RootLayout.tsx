import { lazy, Suspense, useEffect, useRef } from 'react'
import { Outlet, useLocation, useNavigationType } from 'react-router-dom'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useOnline } from '@/lib/useOnline'
import { Footer } from './Footer'
import { Header } from './Header'
import { useLikelyNextPrefetch } from './useLikelyNextPrefetch'
import { usePageViews } from './usePageViews'

// Loaded the first time the device is offline (the worker keeps its file): not in the first load.
const OfflineBanner = lazy(() => import('./OfflineBanner'))

const messages = i18n('app/RootLayout', { skip: 'Skip to content' })

/**
 * A new page opens at its top (a link at the foot of one page must not land mid-way down the
 * next); Back and Forward leave the browser's own restoring alone, and a change of the query alone
 * (a sort, a filter) or a hash is the same page and stays where it is.
 */
function useTopOfNewPage() {
  const { pathname, hash } = useLocation()
  const type = useNavigationType()
  const shown = useRef(pathname)
  useEffect(() => {
    if (shown.current === pathname) return
    shown.current = pathname
    if (type !== 'POP' && !hash) window.scrollTo(0, 0)
  }, [pathname, hash, type])
}

/** The global layout around every page but those with their own (routes.tsx). */
export function RootLayout() {
  usePageViews()
  useLikelyNextPrefetch()
  useTopOfNewPage()
  const t = useMessages(messages)
  const online = useOnline()
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only top-0 inset-s-1 focus:not-sr-only focus:absolute focus:inset-s-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        {t.skip}
      </a>
      <Header />
      {!online && (
        <Suspense fallback={null}>
          <OfflineBanner />
        </Suspense>
      )}
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it around (CLS). */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
