import { describe, expect, it } from 'vitest'
import { availableLocales, documentLanguage, intlTag, isLocale, pickLocale } from './locales'

const OFFERED = ['en', 'es', 'pseudo']

describe('locales', () => {
  it("takes the browser's first language the build offers, by its primary tag", () => {
    expect(pickLocale(null, ['es-MX', 'en-US'], OFFERED)).toBe('es')
    expect(pickLocale(null, ['fr-FR', 'es'], OFFERED)).toBe('es')
    expect(pickLocale(null, ['fr-FR', 'de'], OFFERED)).toBe('en')
    expect(pickLocale(null, [], OFFERED)).toBe('en')
  })

  it('prefers a stored choice the build offers, and ignores one it does not', () => {
    expect(pickLocale('es', ['en-US'], OFFERED)).toBe('es')
    expect(pickLocale('pseudo', ['es'], OFFERED)).toBe('pseudo')
    expect(pickLocale('pseudo', ['es'], ['en', 'es'])).toBe('es')
    expect(pickLocale('klingon', ['en-US'], OFFERED)).toBe('en')
  })

  it('never detects the pseudo-locale, which is only chosen', () => {
    expect(pickLocale(null, ['pseudo'], OFFERED)).toBe('en')
  })

  it('reads stored values strictly, and the mock build offers the pseudo-locale', () => {
    expect(availableLocales()).toEqual(['en', 'es', 'pseudo'])
    expect(isLocale('es')).toBe(true)
    expect(isLocale('ES')).toBe(false)
    expect(isLocale(null)).toBe(false)
    expect(isLocale({})).toBe(false)
  })

  it('runs the pseudo-locale right to left with English numbers', () => {
    expect(documentLanguage('pseudo')).toEqual({ lang: 'en-XA', dir: 'rtl' })
    expect(documentLanguage('es')).toEqual({ lang: 'es', dir: 'ltr' })
    expect(intlTag('pseudo')).toBe('en')
  })
})
