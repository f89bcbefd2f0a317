import { describe, expect, it } from 'vitest'
import { googleCalendarUrl } from './googleCalendarUrl'

describe('googleCalendarUrl', () => {
  it('makes an event the given days before expiry, with the name and the renewal link', () => {
    const url = new URL(
      googleCalendarUrl({ name: 'soon.algo', expires: new Date('2026-12-31T10:00:00Z') }, 7, 'https://a.example'),
    )
    expect(url.origin + url.pathname).toBe('https://calendar.google.com/calendar/render')
    expect(url.searchParams.get('action')).toBe('TEMPLATE')
    expect(url.searchParams.get('dates')).toBe('20261224T100000Z/20261224T103000Z')
    expect(url.searchParams.get('text')).toBe('Renew soon.algo (expires in 7 days)')
    expect(url.searchParams.get('details')).toContain('https://a.example/name/soon.algo')
  })
})
