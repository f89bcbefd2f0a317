/**
 * Stand-ins for the deployed approval programs of the name contracts: the version, no constant
 * blocks, and an assertion at every pc where the contract's source map has an error message (the
 * specs count pcs from the first op after the constant blocks: here pc 1). So a failure the mock
 * chain reports at a message's pc reads back as that message, as it does on a real node.
 */
import type { ContractKind } from '@/names/transactions/check/contractMethods'
import { nfdInstanceErrors } from '@/names/contracts/nfdInstanceErrors'
import { nfdRegistryErrors } from '@/names/contracts/nfdRegistryErrors'

const VERSION = 10
const ASSERT = 0x44
/** Any op that is no assertion. */
const PUSHINT = 0x81
/** The version byte: where the specs' pcs start. */
const OFFSET = 1

const MESSAGES: Record<ContractKind, Readonly<Record<number, string>>> = {
  name: nfdInstanceErrors.approval,
  registry: nfdRegistryErrors.approval,
}

const programs = new Map<ContractKind, Uint8Array>()

export function mockApprovalProgram(contract: ContractKind): Uint8Array {
  let program = programs.get(contract)
  if (!program) {
    const pcs = Object.keys(MESSAGES[contract]).map(Number)
    program = new Uint8Array(OFFSET + Math.max(...pcs) + 1).fill(PUSHINT)
    program[0] = VERSION
    for (const pc of pcs) program[OFFSET + pc] = ASSERT
    programs.set(contract, program)
  }
  return program
}

/** The pc in the mock program of the first error message the words match (null: none does). */
export function mockFailurePc(contract: ContractKind, words: RegExp): number | null {
  const found = Object.entries(MESSAGES[contract]).find(([, message]) => words.test(message))
  return found ? OFFSET + Number(found[0]) : null
}
