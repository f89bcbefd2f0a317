import { describe, expect, it } from 'vitest'
import { describeCall, type CallWords } from './describeCall'

const words: CallWords = {
  name: 'alice.algo',
  who: (address) => address.slice(0, 6),
  amount: (_asset, units) => `${units} units`,
}
const utf8 = (text: string) => new TextEncoder().encode(text)

describe('describeCall for the methods the specs added', () => {
  it('says which fields deleteFields clears', () => {
    const said = describeCall(
      { contract: 'name', method: 'deleteFields', args: [[utf8('u.bio'), utf8('u.twitter')]] },
      words,
    )
    expect(said).toBe('clear bio, clear X on alice.algo')
  })

  it('names any other method as the contract names it', () => {
    expect(describeCall({ contract: 'name', method: 'contractLock', args: [true] }, words)).toBe(
      'call contractLock on the contract of alice.algo',
    )
  })
})
