import { describe, expect, it } from 'vitest'
import { plainText } from './plainText'

describe('plainText', () => {
  it.each([
    ['evil\u202Egpj.algo', 'evilgpj.algo'],
    ['a\u200Bb\u2066c\u2069', 'abc'],
    ['bell\u0007', 'bell'],
    ['\uFEFFbom', 'bom'],
    ['ŝablono 名前 اسم', 'ŝablono 名前 اسم'],
  ])('%j -> %j', (input, output) => {
    expect(plainText(input)).toBe(output)
  })

  it('keeps line breaks only when asked', () => {
    expect(plainText('one\ntwo')).toBe('one two')
    expect(plainText('one\ntwo', { keepLines: true })).toBe('one\ntwo')
  })
})
