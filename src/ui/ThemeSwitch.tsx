import { THEME_PREFERENCES, type ThemePreference } from './theme'
import { setThemePreference, useThemePreference } from './useTheme'

const LABELS: Record<ThemePreference, string> = { light: 'Light', dark: 'Dark', system: 'System' }

/** Light, dark or system, as a native select: keyboard and screen readers work for free. */
export function ThemeSwitch() {
  const preference = useThemePreference()
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="sr-only">Theme</span>
      <select
        value={preference}
        onChange={(event) => setThemePreference(event.target.value as ThemePreference)}
        className="h-8 rounded-md border border-line bg-surface px-2 text-fg"
        data-testid="theme-switch"
      >
        {THEME_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {LABELS[value]}
          </option>
        ))}
      </select>
    </label>
  )
}
