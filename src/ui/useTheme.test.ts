// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'

const realStorage = Object.getOwnPropertyDescriptor(window, 'localStorage')!

/** As with storage blocked in the browser: merely reading window.localStorage throws. */
function blockStorage(): void {
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('Access is denied for this document.', 'SecurityError')
    },
  })
}

afterEach(() => {
  Object.defineProperty(window, 'localStorage', realStorage)
  vi.unstubAllGlobals()
  vi.resetModules()
})

describe('useTheme with storage blocked', () => {
  it('loads with "system", and choosing a theme still applies it for the visit', async () => {
    blockStorage()
    vi.resetModules()
    const { setThemePreference, useThemePreference } = await import('./useTheme')
    const { result } = renderHook(() => useThemePreference())
    expect(result.current).toBe('system')
    act(() => setThemePreference('dark'))
    expect(result.current).toBe('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })

  it('reads the stored choice when storage works', async () => {
    localStorage.setItem('theme', 'light')
    vi.resetModules()
    const { useThemePreference } = await import('./useTheme')
    expect(renderHook(() => useThemePreference()).result.current).toBe('light')
  })
})

describe('useTheme at start-up', () => {
  it('applies the theme as it is now, not as the head script found it before the app loaded', async () => {
    // The head script saw a light OS; by the time the app's code runs the OS has turned dark.
    document.documentElement.dataset.theme = 'light'
    localStorage.removeItem('theme')
    const matchMedia = vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: dark)',
      addEventListener: vi.fn(),
    }))
    vi.stubGlobal('matchMedia', matchMedia)
    vi.resetModules()
    await import('./useTheme')
    expect(document.documentElement.dataset.theme).toBe('dark')
  })
})

describe('useTheme following the OS', () => {
  /**
   * A media list as Chromium keeps one: reading `matches` re-evaluates it, and the rendering step
   * fires `change` only when the value differs from the one the list last knew.
   */
  function chromiumLikeDarkQuery(initiallyDark: boolean) {
    let os = initiallyDark
    let known = initiallyDark
    const handlers: ((event: { matches: boolean }) => void)[] = []
    const list = {
      get matches() {
        known = os
        return os
      },
      addEventListener: (_type: string, handler: (event: { matches: boolean }) => void) => handlers.push(handler),
    }
    return {
      list,
      setOsDark: (dark: boolean) => (os = dark),
      renderingStep: () => {
        if (known === os) return
        known = os
        handlers.forEach((handler) => handler({ matches: os }))
      },
    }
  }

  it('applies an OS change even when a render happens between the change and its event', async () => {
    localStorage.removeItem('theme')
    const query = chromiumLikeDarkQuery(true)
    vi.stubGlobal('matchMedia', () => query.list)
    vi.resetModules()
    const { useResolvedTheme } = await import('./useTheme')
    const { result, rerender } = renderHook(() => useResolvedTheme())
    expect(result.current).toBe('dark')
    query.setOsDark(false)
    rerender()
    act(() => query.renderingStep())
    expect(document.documentElement.dataset.theme).toBe('light')
    expect(result.current).toBe('light')
  })
})
