import { THEME_KEY } from '../ui/theme.ts'
import { inlineScript } from './inlineScript.ts'

/**
 * Before first paint, the same rule as src/ui/theme.ts: no flash of the wrong theme. The
 * preference it settles on is left on <html> for the shell picker's theme switch.
 */
function applyStoredTheme({ key }: { key: string }): void {
  let preference = 'system'
  try {
    preference = localStorage.getItem(key) || 'system'
  } catch {
    // Storage blocked: the system theme.
  }
  if (preference !== 'light' && preference !== 'dark') preference = 'system'
  const root = document.documentElement
  root.dataset.themePreference = preference
  const dark =
    preference === 'dark' ||
    (preference === 'system' && typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: dark)').matches)
  root.dataset.theme = dark ? 'dark' : 'light'
  root.style.colorScheme = dark ? 'dark' : 'light'
}

export function themeScript(): string {
  return inlineScript(applyStoredTheme, { key: THEME_KEY })
}
