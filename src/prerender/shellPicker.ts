import { inlineScript } from './inlineScript'
import { SHELL_ROUTES } from './shellRoutes'

/**
 * The picker, inline in index.html after #root: puts the shell of the address being opened into
 * #root during parsing, so the first paint is the page's layout instead of a blank screen. The
 * shell is inert: it is a picture of the page until the app replaces it (createRoot clears #root
 * on its first commit), so nothing a visitor clicks or types goes into a control that is about
 * to vanish. The theme switch shows the preference the head's theme script settled on.
 */
function pickShell({ shells }: { shells: [id: string, pattern: string][] }): void {
  const root = document.getElementById('root')
  if (!root || root.firstChild) return
  for (const [id, pattern] of shells) {
    if (!new RegExp(pattern).test(location.pathname)) continue
    const shell = document.getElementById('shell-' + id)
    if (!(shell instanceof HTMLTemplateElement)) return
    root.appendChild(shell.content.cloneNode(true))
    root.firstElementChild?.setAttribute('inert', '')
    const theme = root.querySelector('[data-testid=theme-switch]')
    const preference = document.documentElement.dataset.themePreference
    if (theme instanceof HTMLSelectElement && preference) theme.value = preference
    return
  }
}

export function shellPicker(): string {
  return inlineScript(pickShell, {
    shells: SHELL_ROUTES.map((route): [string, string] => [route.id, route.pattern.source]),
  })
}
