import { SHELL_ROUTES } from './shellRoutes'

/**
 * The picker, inline in index.html after #root: puts the shell of the address being opened into
 * #root during parsing, so the first paint is the page's layout instead of a blank screen. The
 * shell is inert: it is a picture of the page until the app replaces it (createRoot clears #root
 * on its first commit), so nothing a visitor clicks or types goes into a control that is about
 * to vanish. The theme switch shows the preference the head's theme script settled on.
 */
export function shellPicker(): string {
  const table = JSON.stringify(SHELL_ROUTES.map((route) => [route.id, route.pattern.source]))
  return [
    '(function () {',
    "  var root = document.getElementById('root')",
    '  if (!root || root.firstChild) return',
    `  var shells = ${table}`,
    '  for (var i = 0; i < shells.length; i++) {',
    '    if (!new RegExp(shells[i][1]).test(location.pathname)) continue',
    "    var shell = document.getElementById('shell-' + shells[i][0])",
    '    if (!shell) return',
    '    root.appendChild(shell.content.cloneNode(true))',
    "    var first = root.firstElementChild; if (first) first.setAttribute('inert', '')",
    "    var theme = root.querySelector('[data-testid=theme-switch]')",
    '    var preference = document.documentElement.dataset.themePreference',
    '    if (theme && preference) theme.value = preference',
    '    return',
    '  }',
    '})()',
  ].join('\n')
}
