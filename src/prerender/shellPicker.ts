import { documentLanguage, pickLocale } from '../lib/i18n/locales.ts'
import { LOCALE_STORAGE_KEY } from '../lib/i18n/storageKey.ts'
import { inlineScript } from './inlineScript.ts'
import { SHELL_ROUTES, shellId } from './shellRoutes.ts'

/**
 * The picker, inline in index.html after #root: puts the shell of the address being opened into
 * #root during parsing, so the first paint is the page's layout instead of a blank screen. The
 * shell is inert: it is a picture of the page until the app replaces it (createRoot clears #root
 * on its first commit), so nothing a visitor clicks or types goes into a control that is about
 * to vanish. The theme switch shows the preference the head's theme script settled on.
 */
interface PickerData {
  shells: [id: string, pattern: string][]
  locales: readonly string[]
  localeKey: string
}

function pickShell(
  { shells, locales, localeKey }: PickerData,
  pick: typeof pickLocale,
  language: typeof documentLanguage,
  idIn: typeof shellId,
): void {
  const root = document.getElementById('root')
  if (!root || root.firstChild) return
  // The language the app will open in, so the first paint is already in it.
  let stored: string | null = null
  try {
    stored = localStorage.getItem(localeKey)
  } catch {
    // Storage disabled: the browser's language decides.
  }
  const locale = pick(stored, navigator.languages ?? [navigator.language], locales)
  const { lang, dir } = language(locale)
  document.documentElement.lang = lang
  document.documentElement.dir = dir
  for (const [id, pattern] of shells) {
    if (!new RegExp(pattern).test(location.pathname)) continue
    const shell = document.getElementById('shell-' + idIn(id, locale)) ?? document.getElementById('shell-' + id)
    if (!(shell instanceof HTMLTemplateElement)) return
    root.appendChild(shell.content.cloneNode(true))
    root.firstElementChild?.setAttribute('inert', '')
    const theme = root.querySelector('[data-testid=theme-switch]')
    const preference = document.documentElement.dataset.themePreference
    if (theme instanceof HTMLSelectElement && preference) theme.value = preference
    return
  }
}

/** The picker for a build whose shells are rendered in `locales`. */
export function shellPicker(locales: readonly string[]): string {
  return inlineScript(
    pickShell,
    {
      shells: SHELL_ROUTES.map((route): [string, string] => [route.id, route.pattern.source]),
      locales,
      localeKey: LOCALE_STORAGE_KEY,
    },
    pickLocale,
    documentLanguage,
    shellId,
  )
}
