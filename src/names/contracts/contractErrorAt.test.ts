import { describe, expect, it } from 'vitest'
import { contractErrorAt } from './contractErrorAt'

const ASSERT = 0x44
const ERR = 0x00
const PUSHINT = 0x81

/**
 * An approval program as deployed: version 10, an intcblock (one value needs a two-byte varuint),
 * a bytecblock whose entry length depends on the deployed values, then ops; `ops` places
 * assertions at pcs counted from the end of the constant blocks, as the specs count them.
 */
function program(bytecValue: string, ops: Record<number, number>): { bytes: Uint8Array; offset: number } {
  const value = new TextEncoder().encode(bytecValue)
  const head = [10, 0x20, 2, 1, 0xe8, 0x07, 0x26, 1, value.length, ...value]
  const bytes = new Uint8Array(head.length + 7000).fill(PUSHINT)
  bytes.set(head)
  for (const [pc, op] of Object.entries(ops)) bytes[head.length + Number(pc)] = op
  return { bytes, offset: head.length }
}

describe('contractErrorAt', () => {
  it('gives the message the spec has at the failing pc, counted after the constant blocks', () => {
    const { bytes, offset } = program('TMPL', { 2089: ASSERT, 36: ERR })
    expect(contractErrorAt('name', offset + 2089, bytes)).toBe(
      'can only be sold if no user-defined or verified properties remain',
    )
    expect(contractErrorAt('name', offset + 36, bytes)).toBe(
      'The requested action is not implemented in this contract. Are you using the correct OnComplete? Did you set your app ID?',
    )
  })

  it('reads the registry’s messages for the registry', () => {
    const { bytes, offset } = program('x', { 2466: ASSERT, 2089: ASSERT })
    expect(contractErrorAt('registry', offset + 2466, bytes)).toBe(
      'app call sender must match address being updated to change primary NFD',
    )
    // The name contract's message at that pc is not the registry's.
    expect(contractErrorAt('registry', offset + 2089, bytes)).toBeNull()
  })

  it('follows the constant blocks’ deployed size', () => {
    const short = program('a', { 1487: ASSERT })
    const long = program('a much longer deployed value', { 1487: ASSERT })
    expect(long.offset).toBeGreaterThan(short.offset)
    expect(contractErrorAt('name', short.offset + 1487, short.bytes)).toBe("can't update fields if NFD expired")
    expect(contractErrorAt('name', long.offset + 1487, long.bytes)).toBe("can't update fields if NFD expired")
    // The absolute pc of the other program lands on no message here.
    expect(contractErrorAt('name', long.offset + 1487, short.bytes)).toBeNull()
  })

  it('has nothing to say for a pc without a message, or an op that is no assertion', () => {
    const { bytes, offset } = program('a', { 2090: ASSERT })
    expect(contractErrorAt('name', offset + 2090, bytes)).toBeNull()
    // The spec has a message at 2089, but this program (another version) has no assertion there.
    expect(contractErrorAt('name', offset + 2089, bytes)).toBeNull()
    expect(contractErrorAt('name', 99_999, bytes)).toBeNull()
    expect(contractErrorAt('name', 0, new Uint8Array([0x00]))).toBeNull()
  })
})
