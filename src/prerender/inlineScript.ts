/**
 * How every inline script in index.html is made: a typed, self-contained function (it reads only
 * its arguments and the page's globals, never an import) called with data computed at build time
 * and, where it shares a rule with the app, with that rule's own functions (each self-contained
 * too), so the script and the app cannot drift apart. `<` is escaped so no data can close the
 * script element.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any self-contained function
type Helper = (...args: any[]) => unknown

export function inlineScript<T, H extends Helper[]>(
  run: (data: T, ...helpers: H) => void,
  data: T,
  ...helpers: H
): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `(${run.toString()})(${[json, ...helpers.map((helper) => `(${helper.toString()})`)].join(',')})`
}
