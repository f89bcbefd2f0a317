import { strings, transform, type params as libraryParams } from '@nanostores/i18n'

/**
 * `{name}` placeholders filled in with their values, each put in as it is. The library's own
 * `params` hands values to String.replace as replacement patterns, where `$$`, `$&` and `$'` are
 * not themselves, and fills one placeholder after another, so a value holding `{end}` would be
 * filled too: any name or text the user typed could come out changed.
 */
export const params = transform((_locale, translation, values: Readonly<Record<string, number | string>>) =>
  strings(translation, (text) =>
    text.replace(/\{(\w+)\}/g, (placeholder, name: string) =>
      Object.hasOwn(values, name) ? String(values[name]) : placeholder,
    ),
  ),
) as unknown as typeof libraryParams
