/**
 * A contract's refusal in its own words: algod reports where a program failed ("pc=1234"), the
 * contracts' ARC-56 specs say which assertion sits there. Pure: the deployed approval program is
 * handed in, since the specs count pcs from the end of its constant blocks, whose size depends on
 * the values the program was deployed with.
 */
import type { ContractKind } from './contractKind'
import { nfdInstanceErrors } from './nfdInstanceErrors'
import { nfdRegistryErrors } from './nfdRegistryErrors'

const MESSAGES: Record<ContractKind, Readonly<Record<number, string>>> = {
  name: nfdInstanceErrors.approval,
  registry: nfdRegistryErrors.approval,
}

const INTCBLOCK = 0x20
const BYTECBLOCK = 0x26
/** The ops a message can stand at: an assertion, or a plain failure. */
const ASSERT = 0x44
const ERR = 0x00

/** A TEAL varuint at `at`: its value and the index after it; null past the end. */
function varuint(program: Uint8Array, at: number): [number, number] | null {
  let value = 0
  for (let shift = 0, i = at; i < program.length; shift += 7, i++) {
    const byte = program[i] as number
    value += (byte & 0x7f) * 2 ** shift
    if (byte < 0x80) return [value, i + 1]
  }
  return null
}

/** The pc of the first op after the version and the constant blocks; null for a truncated program. */
function constantBlocksEnd(program: Uint8Array): number | null {
  let pc = varuint(program, 0)?.[1] ?? null
  while (pc !== null && (program[pc] === INTCBLOCK || program[pc] === BYTECBLOCK)) {
    const bytes = program[pc] === BYTECBLOCK
    const count = varuint(program, pc + 1)
    if (!count) return null
    pc = count[1]
    for (let i = 0; i < count[0] && pc !== null; i++) {
      const item = varuint(program, pc)
      pc = item ? item[1] + (bytes ? item[0] : 0) : null
    }
  }
  return pc !== null && pc <= program.length ? pc : null
}

/**
 * The message the contract's spec gives for a failure at `pc` of this approval program; null when
 * the spec has none there, or the op there is no assertion (a program of another version).
 */
export function contractErrorAt(contract: ContractKind, pc: number, approvalProgram: Uint8Array): string | null {
  const op = approvalProgram[pc]
  if (op !== ASSERT && op !== ERR) return null
  const offset = constantBlocksEnd(approvalProgram)
  if (offset === null) return null
  return MESSAGES[contract][pc - offset] ?? null
}
