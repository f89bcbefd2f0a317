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
import { SHELL_ROUTES } from './shellRoutes'

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

export async function renderShells(): Promise<Record<string, string>> {
  const shells: Record<string, string> = {}
  for (const route of SHELL_ROUTES) {
    shells[route.id] = await (route.sample === null
      ? renderShell('/', frameRoutes)
      : renderShell(route.sample, createRoutes()))
  }
  return shells
}
