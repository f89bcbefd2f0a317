import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { THEME_PREFERENCES, type ThemePreference } from './theme'
import { setThemePreference, useThemePreference } from './useTheme'

const messages = i18n('ui/ThemeSwitch', { theme: 'Theme', light: 'Light', dark: 'Dark', system: 'System' })

/** Light, dark or system, as a native select: keyboard and screen readers work for free. */
export function ThemeSwitch() {
  const preference = useThemePreference()
  const t = useMessages(messages)
  return (
    <label className="inline-flex items-center gap-1 text-sm">
      <span className="sr-only">{t.theme}</span>
      <select
        value={preference}
        onChange={(event) => setThemePreference(event.target.value as ThemePreference)}
        className="h-8 rounded-md border border-line bg-surface px-2 text-fg"
        data-testid="theme-switch"
      >
        {THEME_PREFERENCES.map((value) => (
          <option key={value} value={value}>
            {t[value]}
          </option>
        ))}
      </select>
    </label>
  )
}
