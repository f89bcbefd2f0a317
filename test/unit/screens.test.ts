/**
 * `npm run screens` pictures every page: a page route added to the router without its picture
 * in scripts/screens/screens.ts (or a reason there for leaving it out) fails here.
 */
import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { pageRoutes } from '@/app/routeModules'
import { NOT_PICTURED, SCREENS } from '../../scripts/screens/screens'

describe('the screenshots script', () => {
  it('pictures every page route, or says why not', () => {
    const pictured = new Set(SCREENS.map((screen) => screen.route))
    const missing = pageRoutes.map((route) => route.path).filter((path) => !pictured.has(path) && !NOT_PICTURED[path])
    expect(missing).toEqual([])
  })

  it('pictures the 404 page, and gives each picture its own file name', () => {
    expect(SCREENS.some((screen) => screen.route === '*')).toBe(true)
    const names = SCREENS.map((screen) => screen.name)
    expect(new Set(names).size).toBe(names.length)
  })

  it("links every picture from the README's gallery", () => {
    const readme = readFileSync(resolve(__dirname, '../../README.md'), 'utf8')
    const files = SCREENS.flatMap(({ name }) =>
      ['desktop', 'phone'].flatMap((size) =>
        ['light', 'dark'].map((theme) => `docs/screens/${name}-${size}-${theme}.png`),
      ),
    )
    expect(files.filter((file) => !readme.includes(`href="${file}"`))).toEqual([])
  })
})
