/**
 * Build time only (scripts/vite/prerenderShells.ts loads it in Node): renders each shell with the app's
 * own routes, layout and pages, with no data and no wallet, so the HTML a visitor sees first is
 * the same markup the app then renders, never a hand-written copy of it.
 */
import { renderToString } from 'react-dom/server'
import type { ReactNode } from 'react'
import { Route, Routes, StaticRouter } from 'react-router-dom'
import { RootLayout } from '@/app/RootLayout'
import { AppRoutes, pageReady } from '@/app/routes'
import { AppProviders } from '@/app/AppProviders'
import { createQueryClient } from '@/lib/queryClient'
import { loadCatalog } from '@/lib/i18n/loadCatalog'
import { BASE_LOCALE, availableLocales } from '@/lib/i18n/locales'
import { locale } from '@/lib/i18n/localeStore'
import { SHELL_ROUTES, shellId } from './shellRoutes'

// The frame: the global layout around an empty main.
const frameRoutes = (
  <Routes>
    <Route element={<RootLayout />}>
      <Route path="*" element={null} />
    </Route>
  </Routes>
)

async function renderShell(path: string, routes: ReactNode): Promise<string> {
  // The page's code first: a render to a string cannot wait for it.
  await pageReady(path)
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouter location={path}>{routes}</StaticRouter>
    </AppProviders>,
  )
}

/** Each shell in each language the build offers: `home` in English, `home-es` in Spanish. */
export async function renderShells(): Promise<{ shells: Record<string, string>; locales: readonly string[] }> {
  const shells: Record<string, string> = {}
  const locales = availableLocales()
  for (const code of locales) {
    await loadCatalog(code)
    locale.set(code)
    for (const route of SHELL_ROUTES) {
      shells[shellId(route.id, code)] = await (route.sample === null
        ? renderShell('/', frameRoutes)
        : renderShell(route.sample, <AppRoutes />))
    }
  }
  locale.set(BASE_LOCALE)
  return { shells, locales }
}
