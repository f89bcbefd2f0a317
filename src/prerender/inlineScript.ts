/**
 * How every inline script in index.html is made: a typed, self-contained function (it reads only
 * its argument and the page's globals, never an import) called with data computed at build time.
 * `<` is escaped so no data can close the script element.
 */
export function inlineScript<T>(run: (data: T) => void, data: T): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c')
  return `(${run.toString()})(${json})`
}
