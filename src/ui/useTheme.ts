/**
 * The theme preference as a tiny external store: persisted under 'theme', applied as
 * data-theme on the root, following the OS scheme live while the preference is "system".
 */
import { useSyncExternalStore } from 'react'
import { logger } from '@/lib/logger'
import {
  applyTheme,
  readThemePreference,
  resolveTheme,
  THEME_KEY,
  type ResolvedTheme,
  type ThemePreference,
} from './theme'

const listeners = new Set<() => void>()
const media =
  typeof window !== 'undefined' && window.matchMedia ? window.matchMedia('(prefers-color-scheme: dark)') : null
// Read `media.matches` once, then only trust the change events. Chromium re-evaluates the list
// whenever `.matches` is read, so a read from a render that lands between an OS change and the
// event's dispatch makes the list "already know", and the change event never fires.
let systemPrefersDark = media?.matches ?? false

/** Merely reading `localStorage` throws when the browser blocks storage: then it is "system". */
function storedPreference(): ThemePreference {
  try {
    return readThemePreference(typeof window !== 'undefined' ? window.localStorage : undefined)
  } catch {
    return 'system'
  }
}

let preference: ThemePreference = storedPreference()

// index.html's head script applied the theme at first paint; the OS scheme (or another tab's
// choice) may have changed while the app's code loaded, before the listeners below existed.
if (typeof document !== 'undefined') applyTheme(current())

function current(): ResolvedTheme {
  return resolveTheme(preference, systemPrefersDark)
}

function publish(): void {
  applyTheme(current())
  listeners.forEach((listener) => listener())
}

media?.addEventListener('change', (event) => {
  systemPrefersDark = event.matches
  if (preference === 'system') publish()
})

// Another tab changed the preference.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY) return
    preference = storedPreference()
    publish()
  })
}

export function setThemePreference(next: ThemePreference): void {
  preference = next
  try {
    localStorage.setItem(THEME_KEY, next)
  } catch (error) {
    logger.warn('Could not save the theme', error)
  }
  publish()
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

export function useThemePreference(): ThemePreference {
  // The prerendered shell (no storage at build time) shows the default, 'system'.
  return useSyncExternalStore(
    subscribe,
    () => preference,
    () => 'system',
  )
}

export function useResolvedTheme(): ResolvedTheme {
  return useSyncExternalStore(subscribe, current, () => 'light')
}
