// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchPath } from 'react-router-dom'
import { pageRoutes } from '@/app/routeModules'
import { LOCALE_STORAGE_KEY } from '@/lib/i18n/storageKey'
import { shellPicker } from './shellPicker'
import { SHELL_ROUTES } from './shellRoutes'

/** A page as index.html has it, one template per shell, opened at `path`; then the real picker runs. */
function openAt(path: string, themePreference?: string): HTMLElement {
  window.history.replaceState(null, '', path)
  if (themePreference) document.documentElement.dataset.themePreference = themePreference
  document.body.innerHTML = [
    ...SHELL_ROUTES.map(
      ({ id }) =>
        `<template id="shell-${id}"><div data-shell="${id}"><select data-testid="theme-switch">` +
        '<option value="light">Light</option><option value="dark">Dark</option>' +
        '<option value="system" selected>System</option></select></div></template>',
    ),
    '<div id="root"></div>',
  ].join('')
  new Function(shellPicker(['en', 'es']))()
  return document.getElementById('root')!
}

describe('the shell picker', () => {
  afterEach(() => {
    delete document.documentElement.dataset.themePreference
    window.history.replaceState(null, '', '/')
  })

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
  ])('%s gets the %s shell, inert', (path, id) => {
    const root = openAt(path)
    expect(root.children).toHaveLength(1)
    expect(root.firstElementChild?.getAttribute('data-shell')).toBe(id)
    expect(root.firstElementChild?.hasAttribute('inert')).toBe(true)
  })

  it('shows the preference the theme script settled on, and the default without one', () => {
    expect(openAt('/', 'dark').querySelector('select')?.value).toBe('dark')
    delete document.documentElement.dataset.themePreference
    expect(openAt('/').querySelector('select')?.value).toBe('system')
  })

  it("picks the shell in the visitor's language, stored or the browser's, and sets <html lang dir>", () => {
    const spanishShells = () => {
      document.body.innerHTML =
        '<template id="shell-home"><p>Connect wallet</p></template>' +
        '<template id="shell-home-es"><p>Conectar billetera</p></template>' +
        '<template id="shell-frame"><p>Footer</p></template><div id="root"></div>'
      new Function(shellPicker(['en', 'es']))()
      return document.getElementById('root')!.textContent
    }
    window.history.replaceState(null, '', '/')
    expect(spanishShells()).toBe('Connect wallet')
    expect(document.documentElement.lang).toBe('en')
    localStorage.setItem(LOCALE_STORAGE_KEY, 'es')
    expect(spanishShells()).toBe('Conectar billetera')
    expect(document.documentElement.lang).toBe('es')
    // No Spanish template for this route: the English one, never a blank page.
    window.history.replaceState(null, '', '/my-names')
    expect(spanishShells()).toBe('Footer')
    localStorage.removeItem(LOCALE_STORAGE_KEY)
    const languages = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['es-AR', 'en'])
    window.history.replaceState(null, '', '/')
    expect(spanishShells()).toBe('Conectar billetera')
    languages.mockRestore()
    document.documentElement.lang = 'en'
  })

  it('leaves a #root that already has content alone', () => {
    window.history.replaceState(null, '', '/')
    document.body.innerHTML = '<template id="shell-home"><p>shell</p></template><div id="root"><p>app</p></div>'
    new Function(shellPicker(['en', 'es']))()
    expect(document.getElementById('root')?.textContent).toBe('app')
  })

  it('renders each page shell at an address that picks it and that the router serves', () => {
    for (const route of SHELL_ROUTES) {
      if (route.sample === null) continue
      expect(openAt(route.sample).firstElementChild?.getAttribute('data-shell')).toBe(route.id)
      expect(pageRoutes.some((page) => matchPath(page.path, route.sample!))).toBe(true)
    }
  })
})
