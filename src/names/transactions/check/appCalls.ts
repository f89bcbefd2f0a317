/**
 * Application arguments to and from method calls, with algosdk's ABI code: the mock service
 * encodes its calls with it, and the check and the review decode the group's calls with it.
 * A call decodes only when its arguments are exactly the canonical encoding of its method's
 * arguments: nothing trailing, nothing the contract could read otherwise. Pure: algosdk is handed in.
 */
import type * as Algosdk from 'algosdk'
import type { ContractKind } from '../../contracts/contractKind'
import { methodsOf, type CallLayout, type MethodName } from './contractMethods'

/** A decoded argument: uint → bigint, address → string, bool, string, byte[] → bytes, arrays of these. */
export type AbiValue = bigint | string | boolean | Uint8Array | readonly AbiValue[]

export interface DecodedCall {
  contract: ContractKind
  method: MethodName
  /** The ABI arguments, in order; transaction arguments (a `pay`) are the transactions before the call. */
  args: AbiValue[]
}

const utf8 = new TextEncoder()

/** Bytes from any realm (a test's TextEncoder may not share the page's Uint8Array). */
export function isBytes(value: unknown): value is Uint8Array {
  return ArrayBuffer.isView(value) && !(value instanceof DataView)
}
/** The method's value arguments (transaction arguments are not in the application arguments). */
function valueTypes(sdk: typeof Algosdk, method: Algosdk.ABIMethod): Algosdk.ABIType[] {
  return method.args.map((arg) => arg.type).filter((type): type is Algosdk.ABIType => type instanceof sdk.ABIType)
}

function prefixOf(sdk: typeof Algosdk, layout: CallLayout, name: string, method: Algosdk.ABIMethod): Uint8Array {
  // A copy in this realm's Uint8Array: algosdk refuses another realm's.
  return layout === 'arc4' ? method.getSelector() : Uint8Array.from(utf8.encode(name))
}

function bytesEqual(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

/** algosdk decodes byte arrays as number[]: bytes are Uint8Array here, as they were encoded. */
function normalize(type: Algosdk.ABIType, value: unknown): AbiValue {
  const text = type.toString()
  if (/^byte(\[\d*\])?$/.test(text) && Array.isArray(value)) return Uint8Array.from(value as number[])
  if (Array.isArray(value)) {
    const child = (type as Algosdk.ABIArrayDynamicType).childType
    return value.map((item) => normalize(child, item))
  }
  return typeof value === 'number' ? BigInt(value) : (value as AbiValue)
}

/** algosdk encodes byte arrays from number[] only. */
function encodable(value: AbiValue): Algosdk.ABIValue {
  if (isBytes(value)) return Array.from(value)
  if (Array.isArray(value)) return value.map((item: AbiValue) => encodable(item))
  return value as Algosdk.ABIValue
}

/** The application arguments of `method` on `contract` with these values (in order, transaction arguments left out). */
export function encodeCall(
  sdk: typeof Algosdk,
  contract: ContractKind,
  layout: CallLayout,
  name: MethodName,
  args: readonly AbiValue[],
): Uint8Array[] {
  const method = methodsOf(sdk, contract, layout).get(name)
  if (!method) throw new Error(`${contract} contracts (${layout}) have no method ${name}`)
  const types = valueTypes(sdk, method)
  if (types.length !== args.length) throw new Error(`${name} takes ${types.length} arguments, not ${args.length}`)
  return [prefixOf(sdk, layout, name, method), ...types.map((type, i) => type.encode(encodable(args[i] as AbiValue)))]
}

/** The call these application arguments make, or null when they are no method of the contract, or not its exact encoding. */
export function decodeCall(
  sdk: typeof Algosdk,
  contract: ContractKind,
  layout: CallLayout,
  appArgs: readonly Uint8Array[],
): DecodedCall | null {
  const [prefix, ...rest] = appArgs
  if (!prefix) return null
  for (const [name, method] of methodsOf(sdk, contract, layout)) {
    if (!bytesEqual(prefix, prefixOf(sdk, layout, name, method))) continue
    const types = valueTypes(sdk, method)
    if (types.length !== rest.length) return null
    try {
      const args = types.map((type, i) => {
        // A copy: algosdk misreads views into a larger buffer (an empty list decoded from the middle of a transaction).
        const bytes = Uint8Array.from(rest[i] as Uint8Array)
        const value = type.decode(bytes)
        // Canonical only: the same value must encode to the very same bytes.
        if (!bytesEqual(type.encode(value), bytes)) throw new Error('not canonical')
        return normalize(type, value)
      })
      return { contract, method: name, args }
    } catch {
      return null
    }
  }
  return null
}

/** The bytes of a string or byte-array value. */
export function bytesOf(value: AbiValue): Uint8Array {
  return typeof value === 'string' ? utf8.encode(value) : isBytes(value) ? value : new Uint8Array()
}
