/**
 * The NFDRegistry's deploy-time values, read from its approval program. Its ARC-56 spec declares
 * no global state (schema 0 bytes, 0 ints): the ALGO/USD price oracle the registry reads while
 * minting is the template variable `algoUsdOracleAppId`, compiled into the program's first
 * `intcblock` beside the contract's own constants. The block as the spec's TEAL writes it
 * (`source.approval` of NFDRegistryClient.ts at commit 0c40b72d): numbers, and each template
 * variable by name. Pure: the deployed program is handed in.
 */

export const nfdRegistryIntcblock = {
  source: {
    repo: 'TxnLab/nfd-sdk',
    path: 'packages/sdk/src/contracts/NFDRegistryClient.ts',
    commit: '0c40b72d166807ba8eac5908dddb49209467697a',
  },
  entries: [
    0n,
    1n,
    8n,
    6n,
    32n,
    2n,
    5n,
    3n,
    4n,
    4096n,
    16n,
    100000n,
    10n,
    'algoUsdOracleAppId',
    86400n,
    365n,
    10000n,
    30n,
    'developmentAllowShortMints',
    569750284800n,
    28500n,
    50000n,
    27n,
    60n,
    128n,
    255n,
    'nfdCommission1Rate',
    'adminAsaId',
  ],
} as const

export type RegistryTemplateVariable = Extract<(typeof nfdRegistryIntcblock.entries)[number], string>

const INTCBLOCK = 0x20

/** A TEAL varuint at `at` as a bigint (a uint64 may pass 2^53), and the index after it; null past the end. */
function varuint(program: Uint8Array, at: number): [bigint, number] | null {
  let value = 0n
  for (let shift = 0n, i = at; i < program.length && shift < 70n; shift += 7n, i++) {
    const byte = program[i] as number
    value |= BigInt(byte & 0x7f) << shift
    if (byte < 0x80) return [value, i + 1]
  }
  return null
}

/**
 * The template variables' values in this approval program; null when its first op is not an
 * intcblock laid out as the spec's (another registry version: its values are not guessed).
 */
export function registryTemplateValues(program: Uint8Array): Record<RegistryTemplateVariable, bigint> | null {
  const version = varuint(program, 0)
  if (!version || program[version[1]] !== INTCBLOCK) return null
  const count = varuint(program, version[1] + 1)
  const { entries } = nfdRegistryIntcblock
  if (!count || count[0] !== BigInt(entries.length)) return null
  const values: Partial<Record<RegistryTemplateVariable, bigint>> = {}
  let at = count[1]
  for (const entry of entries) {
    const item = varuint(program, at)
    if (!item) return null
    if (typeof entry === 'string') values[entry] = item[0]
    else if (item[0] !== entry) return null
    at = item[1]
  }
  return values as Record<RegistryTemplateVariable, bigint>
}

/** The price oracle app this registry program reads; null when the program is not the spec's, or names none. */
export function oracleAppIdOf(program: Uint8Array): bigint | null {
  const oracle = registryTemplateValues(program)?.algoUsdOracleAppId
  return oracle ? oracle : null
}
