import { describe, expect, it } from 'vitest'
import { matchPath } from 'react-router-dom'
import { pageRoutes } from '@/app/routeModules'
import { SHELL_ROUTES, shellFor } from './shellRoutes'

describe('shellFor', () => {
  it.each([
    ['/', 'home'],
    ['/marketplace', 'marketplace'],
    ['/marketplace/', 'marketplace'],
    ['/name/alice.algo', 'name'],
    ['/name/BAD!!', 'name'],
    ['/name/alice.algo/extra', 'frame'],
    ['/address/ABC', 'frame'],
    ['/my-names', 'frame'],
    ['/does-not-exist', 'frame'],
  ])('%s → %s', (path, id) => {
    expect(shellFor(path)).toBe(id)
  })

  it('renders each shell at an address its own pattern picks, and one the router serves', () => {
    for (const route of SHELL_ROUTES) {
      expect(shellFor(route.sample)).toBe(route.id === 'frame' ? 'home' : route.id)
      if (route.id !== 'frame') expect(pageRoutes.some((page) => matchPath(page.path, route.sample))).toBe(true)
    }
  })
})
