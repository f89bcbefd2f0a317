import { describe, expect, it } from 'vitest'
import { i18n, params } from './i18n'
import { literal } from './literal'

const messages = i18n('lib/i18n/literal.test', { said: params('It says {text}.') })

describe('literal', () => {
  it('keeps dollar patterns of a value as written', () => {
    const text = "$& $' $` $$ $1 $5.00"
    expect(messages.get().said({ text: literal(text) })).toBe(`It says ${text}.`)
  })

  it('without it, the library would read them as patterns (the reason it exists)', () => {
    expect(messages.get().said({ text: '$&' })).not.toBe('It says $&.')
  })
})
