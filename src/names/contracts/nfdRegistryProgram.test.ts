import { describe, expect, it } from 'vitest'
import { oracleAppIdOf, registryTemplateValues } from './nfdRegistryProgram'

/** The spec's intcblock line, verbatim (NFDRegistryClient.ts @ 0c40b72d, `source.approval`, line 2). */
const SPEC_LINE =
  'intcblock 0 1 8 6 32 2 5 3 4 4096 16 100000 10 TMPL_algoUsdOracleAppId 86400 365 10_000 30 TMPL_developmentAllowShortMints 569750284800 28500 50000 27 60 128 255 TMPL_nfdCommission1Rate TMPL_adminAsaId'

const DEPLOYED = {
  algoUsdOracleAppId: 1_002_541_853n,
  developmentAllowShortMints: 0n,
  nfdCommission1Rate: 50n,
  // Past 2^53: read exactly, not as a float.
  adminAsaId: 2n ** 60n + 3n,
}

function varuint(value: bigint): number[] {
  const bytes: number[] = []
  for (; value >= 0x80n; value >>= 7n) bytes.push(Number(value & 0x7fn) | 0x80)
  return [...bytes, Number(value)]
}

/** Assembles `#pragma version 10` and an intcblock line as goal does, with the deploy-time values put in. */
function assemble(line: string, values: Record<string, bigint> = DEPLOYED, rest: number[] = [0x81, 0x44]) {
  const [op, ...items] = line.split(' ')
  expect(op).toBe('intcblock')
  const numbers = items.map((item) =>
    item.startsWith('TMPL_') ? values[item.slice(5)]! : BigInt(item.replaceAll('_', '')),
  )
  return Uint8Array.from([10, 0x20, ...varuint(BigInt(numbers.length)), ...numbers.flatMap(varuint), ...rest])
}

describe("the registry's deploy-time values, read from its approval program", () => {
  it('reads the price oracle and the other template variables where the spec puts them', () => {
    const program = assemble(SPEC_LINE)
    expect(registryTemplateValues(program)).toEqual(DEPLOYED)
    expect(oracleAppIdOf(program)).toBe(1_002_541_853n)
    // Another deployment, another oracle: the program says which.
    expect(oracleAppIdOf(assemble(SPEC_LINE, { ...DEPLOYED, algoUsdOracleAppId: 7n }))).toBe(7n)
  })

  it('a program laid out otherwise is not guessed at: another constant, one more or fewer, none, or cut short', () => {
    expect(oracleAppIdOf(assemble(SPEC_LINE.replace(' 10_000 ', ' 20_000 ')))).toBeNull()
    expect(oracleAppIdOf(assemble(`${SPEC_LINE} 7`))).toBeNull()
    expect(oracleAppIdOf(assemble(SPEC_LINE.replace('intcblock 0 1 ', 'intcblock 1 ')))).toBeNull()
    // A bytecblock first: no intcblock to read.
    expect(oracleAppIdOf(Uint8Array.of(10, 0x26, 1, 1, 0x41))).toBeNull()
    const whole = assemble(SPEC_LINE, DEPLOYED, [])
    expect(oracleAppIdOf(whole.subarray(0, whole.length - 1))).toBeNull()
    expect(oracleAppIdOf(new Uint8Array())).toBeNull()
  })

  it('a registry deployed with no oracle names none', () => {
    expect(oracleAppIdOf(assemble(SPEC_LINE, { ...DEPLOYED, algoUsdOracleAppId: 0n }))).toBeNull()
  })
})
