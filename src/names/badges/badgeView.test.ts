import { describe, expect, it } from 'vitest'
import { badgeTime, badgeViews } from './badgeView'

describe('badgeViews', () => {
  it('reads the title, meaning and time by their usual names and keeps every other field', () => {
    const [view] = badgeViews({
      donations: [
        { name: 'bob.algo donor', description: 'Gave 100 ALGO', earned: '2024-01-02T00:00:00Z', tier: 'gold' },
      ],
    })
    expect(view).toEqual({
      kind: 'donations',
      title: 'bob.algo donor',
      meaning: 'Gave 100 ALGO',
      earned: new Date('2024-01-02T00:00:00Z'),
      details: [['tier', 'gold']],
    })
  })

  it('a time that does not read as one stays among the details; a badge of only unknown fields keeps them', () => {
    const [first, second] = badgeViews({ x: [{ timestamp: 'soon', level: '3' }, { weight: '9' }] })
    expect(first).toEqual({
      kind: 'x',
      details: [
        ['timestamp', 'soon'],
        ['level', '3'],
      ],
    })
    expect(second?.details).toEqual([['weight', '9']])
  })
})

describe('badgeTime', () => {
  it('reads RFC 3339 and Unix seconds or milliseconds, and nothing else', () => {
    expect(badgeTime('2024-01-02T00:00:00Z')?.toISOString()).toBe('2024-01-02T00:00:00.000Z')
    expect(badgeTime('1704153600')?.toISOString()).toBe('2024-01-02T00:00:00.000Z')
    expect(badgeTime('1704153600000')?.toISOString()).toBe('2024-01-02T00:00:00.000Z')
    expect(badgeTime('0')).toBeUndefined()
    expect(badgeTime('gold')).toBeUndefined()
  })
})
