// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { parseThemePreference, readThemePreference, resolveTheme, applyTheme } from './theme'

describe('theme', () => {
  it('keeps the three known preferences and reads anything else as system', () => {
    expect(parseThemePreference('light')).toBe('light')
    expect(parseThemePreference('dark')).toBe('dark')
    expect(parseThemePreference('system')).toBe('system')
    fc.assert(
      fc.property(fc.anything(), (value) => {
        fc.pre(value !== 'light' && value !== 'dark')
        expect(parseThemePreference(value)).toBe('system')
      }),
    )
  })

  it('resolves system from the OS scheme and explicit choices as themselves', () => {
    expect(resolveTheme('system', true)).toBe('dark')
    expect(resolveTheme('system', false)).toBe('light')
    expect(resolveTheme('light', true)).toBe('light')
    expect(resolveTheme('dark', false)).toBe('dark')
  })

  it('survives storage that throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
    }
    expect(readThemePreference(broken)).toBe('system')
    expect(readThemePreference(undefined)).toBe('system')
  })

  it('applies data-theme on the root', () => {
    applyTheme('dark')
    expect(document.documentElement.dataset.theme).toBe('dark')
    applyTheme('light')
    expect(document.documentElement.dataset.theme).toBe('light')
  })
})
