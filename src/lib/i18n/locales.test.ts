import { describe, expect, it } from 'vitest'
import { detectLocale, directionOf, intlTag, isLocale } from './locales'

describe('locales', () => {
  it("takes the browser's first language this build offers, by its primary tag", () => {
    expect(detectLocale(['es-MX', 'en-US'])).toBe('es')
    expect(detectLocale(['fr-FR', 'es'])).toBe('es')
    expect(detectLocale(['fr-FR', 'de'])).toBe('en')
    expect(detectLocale([])).toBe('en')
  })

  it('never detects the pseudo-locale, which is only chosen', () => {
    expect(detectLocale(['pseudo'])).toBe('en')
  })

  it('reads stored values strictly', () => {
    expect(isLocale('es')).toBe(true)
    expect(isLocale('ES')).toBe(false)
    expect(isLocale(null)).toBe(false)
    expect(isLocale({})).toBe(false)
  })

  it('runs the pseudo-locale right to left with English numbers', () => {
    expect(directionOf('pseudo')).toBe('rtl')
    expect(directionOf('es')).toBe('ltr')
    expect(intlTag('pseudo')).toBe('en')
  })
})
