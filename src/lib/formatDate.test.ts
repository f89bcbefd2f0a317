import { afterEach, describe, expect, it, vi } from 'vitest'

const AT = Date.UTC(2026, 10, 24, 13, 45)

/** A fresh copy of the module, with Intl.DateTimeFormat counted. */
async function freshModule() {
  vi.resetModules()
  const Real = Intl.DateTimeFormat
  const made = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(function made(
    ...args: ConstructorParameters<typeof Real>
  ) {
    return new Real(...args)
  })
  const module = await import('./formatDate')
  return { made, ...module }
}

afterEach(() => {
  vi.restoreAllMocks()
})

describe('formatDate and formatDateTime', () => {
  it('write the medium date, and the date with the short time, of the default locale', async () => {
    const { formatDate, formatDateTime } = await freshModule()
    const date = new Date(AT)
    expect(formatDate(date)).toBe(date.toLocaleDateString(undefined, { dateStyle: 'medium' }))
    expect(formatDate(AT)).toBe(formatDate(date))
    expect(formatDateTime(date)).toBe(date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }))
    expect(formatDateTime(date)).not.toBe(formatDate(date))
  })

  it('build no formatter when the module loads, and each one once, on its first use', async () => {
    const { made, formatDate, formatDateTime } = await freshModule()
    expect(made).not.toHaveBeenCalled()
    formatDate(AT)
    formatDate(AT + 86_400_000)
    expect(made).toHaveBeenCalledTimes(1)
    formatDateTime(AT)
    formatDateTime(AT)
    expect(made).toHaveBeenCalledTimes(2)
  })

  it('throw on an invalid date, as Intl does', async () => {
    const { formatDate } = await freshModule()
    expect(() => formatDate(new Date('not a date'))).toThrow(RangeError)
  })
})
