/**
 * Stand-ins for the deployed approval programs of the name contracts: the version, the constant
 * blocks (the registry's intcblock as its spec lays it out, with the mock's deploy-time values:
 * its price oracle among them; none for a name's contract), and an assertion at every pc where
 * the contract's source map has an error message (the specs count pcs from the first op after
 * the constant blocks). So a failure the mock chain reports at a message's pc reads back as that
 * message, as it does on a real node, and the registry's oracle reads as on a real node.
 */
import type { ContractKind } from '@/names/contracts/contractKind'
import { nfdInstanceErrors } from '@/names/contracts/nfdInstanceErrors'
import { nfdRegistryErrors } from '@/names/contracts/nfdRegistryErrors'
import { nfdRegistryIntcblock, type RegistryTemplateVariable } from '@/names/contracts/nfdRegistryProgram'
import { ORACLE_APP_ID } from './fixtures/names'

const VERSION = 10
const INTCBLOCK = 0x20
const ASSERT = 0x44
/** Any op that is no assertion. */
const PUSHINT = 0x81

const MESSAGES: Record<ContractKind, Readonly<Record<number, string>>> = {
  name: nfdInstanceErrors.approval,
  registry: nfdRegistryErrors.approval,
}

/** The mock registry's deploy-time values. */
const REGISTRY_TEMPLATE: Record<RegistryTemplateVariable, bigint> = {
  algoUsdOracleAppId: BigInt(ORACLE_APP_ID),
  developmentAllowShortMints: 0n,
  nfdCommission1Rate: 0n,
  adminAsaId: 0n,
}

function varuint(value: bigint): number[] {
  const bytes: number[] = []
  for (let rest = value; ; rest >>= 7n) {
    if (rest < 0x80n) return [...bytes, Number(rest)]
    bytes.push(Number(rest & 0x7fn) | 0x80)
  }
}

/** An intcblock of these values, as the assembler writes it. */
function intcblock(values: readonly bigint[]): number[] {
  return [INTCBLOCK, ...varuint(BigInt(values.length)), ...values.flatMap(varuint)]
}

/** A registry's intcblock laid out as its spec's, with these deploy-time values. */
export function registryIntcblock(template: Record<RegistryTemplateVariable, bigint>): number[] {
  return intcblock(nfdRegistryIntcblock.entries.map((entry) => (typeof entry === 'string' ? template[entry] : entry)))
}

/** The version byte and the constant blocks: where the specs' pcs start. */
const HEADER: Record<ContractKind, readonly number[]> = {
  name: [VERSION],
  registry: [VERSION, ...registryIntcblock(REGISTRY_TEMPLATE)],
}

const programs = new Map<ContractKind, Uint8Array>()

export function mockApprovalProgram(contract: ContractKind): Uint8Array {
  let program = programs.get(contract)
  if (!program) {
    const header = HEADER[contract]
    const pcs = Object.keys(MESSAGES[contract]).map(Number)
    program = new Uint8Array(header.length + Math.max(...pcs) + 1).fill(PUSHINT)
    program.set(header)
    for (const pc of pcs) program[header.length + pc] = ASSERT
    programs.set(contract, program)
  }
  return program
}

/** The pc in the mock program of the first error message the words match (null: none does). */
export function mockFailurePc(contract: ContractKind, words: RegExp): number | null {
  const found = Object.entries(MESSAGES[contract]).find(([, message]) => words.test(message))
  return found ? HEADER[contract].length + Number(found[0]) : null
}
