import { afterEach, describe, expect, it } from 'vitest'
import { count, i18n, params } from './i18n'
import { chooseLocale } from './chooseLocale'
import spanish from './catalogs/es.json'
import { locale } from './localeStore'
import { pseudoText } from './pseudoText'

const messages = i18n('lib/i18n/i18n.test', {
  buy: 'Buy',
  listed: params('{name} is listed'),
  between: params('{from} to {to}'),
  names: count({ one: '{count} name', other: '{count} names' }),
})

afterEach(() => locale.set('en'))

describe('i18n', () => {
  it('reads English from the code, with placeholders and plurals', () => {
    const t = messages.get()
    expect(t.buy).toBe('Buy')
    expect(t.listed({ name: 'alice.algo' })).toBe('alice.algo is listed')
    expect(t.names(1)).toBe('1 name')
    expect(t.names(3)).toBe('3 names')
  })

  it('puts each value in as it is: no replacement patterns, no placeholder filled inside a value', () => {
    const t = messages.get()
    for (const name of ['$$', "$&$'$`", '$1', 'US$ 5']) expect(t.listed({ name })).toBe(`${name} is listed`)
    expect(t.between({ from: '{to}', to: 'b' })).toBe('{to} to b')
    expect(t.names(2)).toBe('2 names')
  })

  it('turns every string of the pseudo-locale 40% longer between brackets, placeholders kept', async () => {
    const unsubscribe = messages.listen(() => {})
    await chooseLocale('pseudo')
    const t = messages.get()
    expect(t.buy).toBe(pseudoText('Buy'))
    expect(t.listed({ name: 'bob.algo' })).toBe(pseudoText('{name} is listed').replace('{name}', 'bob.algo'))
    expect(t.names(2)).toMatch(/^⟦2 names[· ]+⟧$/)
    expect(pseudoText('0123456789').length).toBe(10 + 4 + 2)
    unsubscribe()
  })

  it('switches only once the catalogue is in', async () => {
    const unsubscribe = messages.listen(() => {})
    await chooseLocale('es')
    expect(locale.get()).toBe('es')
    expect(i18n.cache.es).toBeDefined()
    unsubscribe()
  })

  it('loads the whole catalogue at the switch: a page whose code comes later has its words already', async () => {
    await chooseLocale('es')
    expect(i18n.cache.es?.['pages/stats/StatsPage']).toEqual(spanish['pages/stats/StatsPage'])
    // Exactly the catalogue's groups with words; a group it lacks (this file's own) has an empty entry.
    const withWords = Object.entries(i18n.cache.es ?? {}).filter(([, words]) => Object.keys(words).length > 0)
    expect(Object.fromEntries(withWords)).toEqual(spanish)
  })

  it('switches every group on the page, even while one of them has no words in the new language', async () => {
    await chooseLocale('es')
    locale.set('en')
    // A group the catalogue holds, beside this file's own, which it lacks; both on the page.
    const catalogue = i18n.cache.es
    const cache = i18n.cache as Partial<Record<string, unknown>>
    cache.es = { ...catalogue, 'lib/i18n/i18n.test/held': { word: 'palabra' } }
    const held = i18n('lib/i18n/i18n.test/held', { word: 'word' })
    const unsubscribe = [held.listen(() => {}), messages.listen(() => {})]
    try {
      await chooseLocale('es')
      await expect.poll(() => held.get().word).toBe('palabra')
      expect(messages.get().buy).toBe('Buy')
    } finally {
      for (const stop of unsubscribe) stop()
      cache.es = catalogue
    }
  })
})
