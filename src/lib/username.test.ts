import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { displayUsername, stripUsername } from './username'

// Usernames as stored: no surrounding whitespace, not starting with '@' (the bare form).
const bare = fc.string({ minLength: 1, maxLength: 30 }).filter((s) => s.trim() === s && !s.startsWith('@'))

describe('username', () => {
  it('strips one leading @ and surrounding whitespace from either form', () => {
    fc.assert(
      fc.property(bare, fc.boolean(), fc.constantFrom('', ' ', '\t'), (name, at, pad) => {
        expect(stripUsername(`${pad}${at ? '@' : ''}${name}${pad}`)).toBe(name)
      }),
    )
  })

  it('displays either form with exactly one leading @', () => {
    fc.assert(
      fc.property(bare, fc.boolean(), (name, at) => {
        expect(displayUsername(`${at ? '@' : ''}${name}`)).toBe(`@${name}`)
      }),
    )
  })

  it.each([
    [stripUsername, '@nfdomains', 'nfdomains'],
    [stripUsername, 'nfdomains', 'nfdomains'],
    [stripUsername, '@@x', '@x'],
    [displayUsername, 'nfdomains', '@nfdomains'],
    [displayUsername, ' @nfdomains ', '@nfdomains'],
    [displayUsername, '', ''],
    [displayUsername, '@', ''],
  ])('%o(%j) -> %j', (fn, input, expected) => {
    expect(fn(input)).toBe(expected)
  })
})
