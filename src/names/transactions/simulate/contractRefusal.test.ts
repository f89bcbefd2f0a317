import { describe, expect, it } from 'vitest'
import { nfdInstanceErrors } from '../../contracts/nfdInstanceErrors'
import { nfdRegistryErrors } from '../../contracts/nfdRegistryErrors'
import { contractRefusal, failingPc } from './contractRefusal'

const algod = (pc: number) =>
  `transaction ABC: logic eval error: assert failed pc=${pc}. Details: app=920001, pc=${pc}, opcodes=intc_0; ==; assert`
const messages = [...Object.values(nfdInstanceErrors.approval), ...Object.values(nfdRegistryErrors.approval)]
const message = (words: RegExp) => messages.find((m) => words.test(m)) ?? null

describe('contractRefusal', () => {
  it('reads the program counter algod names', () => {
    expect(failingPc(algod(812))).toBe(812)
    expect(failingPc('overspend')).toBeNull()
  })

  it.each([
    [/user-defined or verified properties remain/, /Clear the profile's data first/],
    [/segment mint cost/, /The minimum price for a segment is/],
    [/sold for at least/, /Set a higher price/],
    [/^can't be expired$/, /the name has expired/],
    [/Reserved owner set/, /reserved for another account/],
  ])('turns the contract’s %s into the next step', (words, sentence) => {
    const contractWords = message(words)
    expect(contractWords).not.toBeNull()
    expect(contractRefusal(algod(1), contractWords)).toMatch(sentence)
  })

  it("keeps the contract's own words for the rest", () => {
    expect(contractRefusal(algod(1), 'must be 1-27 chars in nfd root or segment name')).toBe(
      'The contract refuses this: “must be 1-27 chars in nfd root or segment name”. Nothing was signed.',
    )
  })

  it("keeps algod's words where the contract has none", () => {
    expect(contractRefusal(algod(1), null)).toBe('The network refuses this: assert failed pc=1. Nothing was signed.')
  })
})
