import { describe, expect, it } from 'vitest'
import { splitSlots } from './splitSlots'

describe('splitSlots', () => {
  it('cuts a sentence at its placeholders, wherever the language puts them', () => {
    expect(splitSlots(['name'], ({ name }) => `It differs from ${name}, a name you own.`)).toEqual([
      { text: 'It differs from ' },
      { slot: 'name' },
      { text: ', a name you own.' },
    ])
    expect(splitSlots(['name', 'address'], (m) => `${m.address} tiene ${m.name}`)).toEqual([
      { slot: 'address' },
      { text: ' tiene ' },
      { slot: 'name' },
    ])
  })

  it('keeps a sentence without placeholders whole', () => {
    expect(splitSlots(['name'], () => 'No name here')).toEqual([{ text: 'No name here' }])
  })
})
