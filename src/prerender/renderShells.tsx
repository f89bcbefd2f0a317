/**
 * Build time only (scripts/vite/prerenderShells.ts loads it in Node): renders each shell with the app's
 * own routes, layout and pages, with no data and no wallet, so the HTML a visitor sees first is
 * the same markup the app then renders, never a hand-written copy of it.
 */
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom'
import { RootLayout } from '@/app/RootLayout'
import { createRoutes } from '@/app/routes'
import { AppProviders } from '@/app/AppProviders'
import { createQueryClient } from '@/lib/queryClient'
import { loadCatalog } from '@/lib/i18n/loadCatalog'
import { BASE_LOCALE, availableLocales } from '@/lib/i18n/locales'
import { locale } from '@/lib/i18n/localeStore'
import { SHELL_ROUTES, shellId } from './shellRoutes'

// The frame: the global layout around an empty main.
const frameRoutes: RouteObject[] = [{ element: <RootLayout />, children: [{ path: '*', element: null }] }]

async function renderShell(path: string, table: RouteObject[]): Promise<string> {
  const handler = createStaticHandler(table)
  const context = await handler.query(new Request(new URL(path, 'http://shell.invalid')))
  if (context instanceof Response) throw new Error(`The shell of ${path} redirected`)
  const router = createStaticRouter(handler.dataRoutes, context)
  return renderToString(
    <AppProviders queryClient={createQueryClient()}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
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
        : renderShell(route.sample, createRoutes()))
    }
  }
  locale.set(BASE_LOCALE)
  return { shells, locales }
}
