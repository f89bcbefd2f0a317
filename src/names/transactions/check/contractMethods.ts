/**
 * The methods of the name contracts, derived from their ARC-56 specs (src/names/contracts): the
 * registry and version 3 name contracts take ARC-4 calls (a 4-byte selector, then each argument
 * ABI-encoded; a transaction argument such as `pay` is the transaction just before the call).
 * Version 2 name contracts take the method's name as text, then the arguments in the same
 * encodings. Nothing about a method is typed here: its name, arguments and selector come from the
 * spec through algosdk's ABIContract. Pure: algosdk is handed in.
 */
import type * as Algosdk from 'algosdk'
import type { ContractKind } from '../../contracts/contractKind'
import { nfdInstanceSpec } from '../../contracts/nfdInstanceSpec'
import { nfdRegistrySpec } from '../../contracts/nfdRegistrySpec'

/** How a contract reads its application arguments. */
export type CallLayout = 'arc4' | 'text'

export type NameMethod = (typeof nfdInstanceSpec.methods)[number]['name']
export type RegistryMethod = (typeof nfdRegistrySpec.methods)[number]['name']
export type MethodName = NameMethod | RegistryMethod

const SPECS = { name: nfdInstanceSpec, registry: nfdRegistrySpec } as const

/**
 * What a version 2 name contract is asked by anyone but its owner (the service refuses owner
 * changes until the contract is upgraded): a purchase and an offer.
 */
const TEXT_METHODS: readonly NameMethod[] = ['purchase', 'postOffer']

type MethodTable = ReadonlyMap<MethodName, Algosdk.ABIMethod>

const tables = new WeakMap<typeof Algosdk, Record<ContractKind | 'text', MethodTable>>()

/** The spec as algosdk reads it: what ARC-4 defines (`actions` and `struct` are ARC-56's own). */
function abiContract(sdk: typeof Algosdk, spec: (typeof SPECS)[ContractKind]): Algosdk.ABIContract {
  return new sdk.ABIContract({
    name: spec.name,
    methods: spec.methods.map((method) => ({
      name: method.name,
      args: method.args.map((arg) => ({ name: arg.name, type: arg.type })),
      returns: { type: method.returns.type },
      readonly: 'readonly' in method && method.readonly,
    })),
  })
}

function tableOf(methods: readonly Algosdk.ABIMethod[]): MethodTable {
  return new Map(methods.map((method) => [method.name as MethodName, method]))
}

/** The methods a contract of this layout answers, by name (built once per algosdk). */
export function methodsOf(sdk: typeof Algosdk, contract: ContractKind, layout: CallLayout): MethodTable {
  let built = tables.get(sdk)
  if (!built) {
    const name = abiContract(sdk, SPECS.name).methods
    built = {
      name: tableOf(name),
      registry: tableOf(abiContract(sdk, SPECS.registry).methods),
      text: tableOf(name.filter((method) => TEXT_METHODS.includes(method.name as NameMethod))),
    }
    tables.set(sdk, built)
  }
  return contract === 'name' && layout === 'text' ? built.text : built[contract]
}

/**
 * The layout of a contract version as the name's state gives it ("3.0.2", "2.11"); null for a
 * version the app does not know, which is refused rather than guessed.
 */
export function layoutOf(contract: ContractKind, version: string): CallLayout | null {
  if (contract === 'registry') return 'arc4'
  const major = /^(\d+)\.\d+/.exec(version)?.[1]
  if (major === '3') return 'arc4'
  if (major === '2') return 'text'
  return null
}
