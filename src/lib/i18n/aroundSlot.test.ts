import { describe, expect, it } from 'vitest'
import { aroundSlot } from './aroundSlot'

describe('aroundSlot', () => {
  it('splits a sentence at its placeholder, wherever the language puts it', () => {
    expect(aroundSlot((slot) => `It differs from ${slot}, a name you own.`)).toEqual([
      'It differs from ',
      ', a name you own.',
    ])
    expect(aroundSlot((slot) => `${slot} se parece a otro nombre`)).toEqual(['', ' se parece a otro nombre'])
  })

  it('keeps a sentence without the placeholder whole', () => {
    expect(aroundSlot(() => 'No name here')).toEqual(['No name here', ''])
  })
})
