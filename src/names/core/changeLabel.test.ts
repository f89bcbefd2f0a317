import { describe, expect, it } from 'vitest'
import { changeLabel, describeChanges } from './changeLabel'

describe('changeLabel', () => {
  it.each([
    ['i.sellamt', 'sale price'],
    ['i.owner.a', 'owner'],
    ['i.reservedOwner.a', 'reserved buyer'],
    ['i.ver', 'contract version'],
    ['u.bio', 'bio'],
    ['u.bio_01', 'bio'],
    ['v.twitter', 'verified X'],
    ['v.caAlgo.0.as', 'verified linked addresses'],
    ['u.somethingNew', 'somethingNew'],
    ['odd', 'odd'],
  ])('%s reads as %s', (key, words) => {
    expect(changeLabel(key)).toBe(words)
  })
})

describe('describeChanges', () => {
  it('joins fields in words, once each', () => {
    expect(describeChanges(['i.sellamt'])).toBe('Changed sale price')
    expect(describeChanges(['u.bio_00', 'u.bio_01', 'v.twitter'])).toBe('Changed bio and verified X')
    expect(describeChanges([])).toBe('Updated')
  })

  it('counts what it leaves out', () => {
    expect(describeChanges(['u.bio', 'u.url', 'u.avatar', 'u.banner'], 2)).toBe(
      'Changed bio, website and 2 more fields',
    )
  })
})
