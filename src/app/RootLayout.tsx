import { Outlet, ScrollRestoration, useMatches } from 'react-router-dom'
import { Footer } from './Footer'
import { Header } from './Header'
import { usePageViews } from './usePageViews'

interface RouteHandle {
  /** The route renders its own layout instead of the global one. */
  ownLayout?: boolean
}

/** The global layout around every page, unless the deepest matched route supplies its own. */
export function RootLayout() {
  usePageViews()
  const matches = useMatches()
  const ownLayout = (matches.at(-1)?.handle as RouteHandle | undefined)?.ownLayout
  // A new page opens at its top, Back returns to where the user was; a change of the query alone
  // (a sort, a filter) is the same page and stays where it is.
  const scroll = <ScrollRestoration getKey={(location) => location.pathname} />
  if (ownLayout)
    return (
      <>
        {scroll}
        <Outlet />
      </>
    )
  return (
    <div className="flex min-h-screen flex-col">
      {scroll}
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-surface focus:p-2"
      >
        Skip to content
      </a>
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so content arriving never pushes it around (CLS). */}
      <main id="main" className="mx-auto min-h-[calc(100dvh-3.5rem)] w-full max-w-6xl flex-1 px-4 py-6">
        <Outlet />
      </main>
      <Footer />
    </div>
  )
}
