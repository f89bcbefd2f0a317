import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { buildIcsCalendar, escapeIcsText, foldIcsLine } from './icsCalendar'

const NOW = new Date('2026-11-23T20:00:00Z')
const APP = 'https://app.example'
const octets = (s: string) => new TextEncoder().encode(s).length
const unfold = (text: string) => text.replace(/\r\n /g, '')
const unescape = (s: string) => s.replace(/\\(n|\\|;|,)/g, (_m, c: string) => (c === 'n' ? '\n' : c))

describe('buildIcsCalendar', () => {
  it('writes one event a name at its expiry with alarms 30 and 7 days before', () => {
    const ics = buildIcsCalendar([{ name: 'soon.algo', expires: new Date('2026-12-05T12:30:00Z') }], NOW, APP)
    const lines = unfold(ics).split('\r\n')
    expect(lines[0]).toBe('BEGIN:VCALENDAR')
    expect(lines).toContain('VERSION:2.0')
    expect(lines).toContain('DTSTART:20261205T123000Z')
    expect(lines).toContain('DTSTAMP:20261123T200000Z')
    expect(lines).toContain('SUMMARY:Renew soon.algo (expires)')
    expect(lines.filter((l) => l.startsWith('TRIGGER:'))).toEqual(['TRIGGER:-P30D', 'TRIGGER:-P7D'])
    expect(lines).toContain(`URL:${APP}/name/soon.algo`)
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true)
  })

  it('is well formed for any names and dates: CRLF lines of at most 75 octets, balanced blocks', () => {
    const reminder = fc.record({
      name: fc.string({ minLength: 1, maxLength: 60, unit: 'grapheme' }),
      expires: fc.date({ min: new Date('2000-01-01'), max: new Date('2200-01-01'), noInvalidDate: true }),
    })
    fc.assert(
      fc.property(fc.array(reminder, { maxLength: 5 }), (reminders) => {
        const ics = buildIcsCalendar(reminders, NOW, APP)
        expect(ics.endsWith('\r\n')).toBe(true)
        const physical = ics.slice(0, -2).split('\r\n')
        for (const line of physical) {
          expect(octets(line)).toBeLessThanOrEqual(75)
          expect(line).not.toMatch(/[\r\n]/)
        }
        const lines = unfold(ics).slice(0, -2).split('\r\n')
        expect(lines.filter((l) => l === 'BEGIN:VEVENT')).toHaveLength(reminders.length)
        expect(lines.filter((l) => l === 'END:VEVENT')).toHaveLength(reminders.length)
        expect(lines.filter((l) => l === 'BEGIN:VALARM')).toHaveLength(reminders.length * 2)
        const summaries = lines.filter((l) => l.startsWith('SUMMARY:')).map((l) => unescape(l.slice(8)))
        expect(summaries).toEqual(reminders.map((r) => `Renew ${r.name} (expires)`))
      }),
    )
  })
})

describe('escapeIcsText and foldIcsLine', () => {
  it('escape round-trips any text', () => {
    fc.assert(fc.property(fc.string(), (s) => unescape(escapeIcsText(s)) === s.replace(/\r\n/g, '\n')))
  })

  it('folding never splits a character and unfolds to the same line', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300, unit: 'grapheme' }), (s) => {
        const folded = foldIcsLine(s)
        expect(unfold(folded)).toBe(s)
        for (const piece of folded.split('\r\n')) expect(octets(piece)).toBeLessThanOrEqual(75)
      }),
    )
  })
})
