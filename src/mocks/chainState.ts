/**
 * A name's contract state as the chain keeps it, from the mock world's record: the registry's
 * name box (asset id, app id) and the app's global state in the v3 layout (numbers as 8-byte
 * big-endian bytes, addresses as 32-byte keys, text as UTF-8). The mock algod serves it, and
 * the production builds' tests serve it for the names they answer.
 */
import algosdk from 'algosdk'
import { publicKeyOf } from '@/lib/address'
import type { NfdRecord } from '@/names/api/types'
import type { StateEntry } from '@/names/core/chainFacts'
import { mockApprovalProgram } from './approvalPrograms'
import { SERVICE_ADDRESS } from './serviceAccount'
import { utf8 } from './utf8'

function uint64(value: number | bigint): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(8)
  new DataView(bytes.buffer).setBigUint64(0, BigInt(value), false)
  return bytes
}

const bytesEntry = (key: string, bytes: Uint8Array): StateEntry => ({
  key: utf8(key),
  value: { type: 1, bytes, uint: 0n },
})

const seconds = (iso: string | undefined) => (iso ? Math.floor(Date.parse(iso) / 1000) : 0)

export function registryValueOf(record: NfdRecord): Uint8Array<ArrayBuffer> {
  const value = new Uint8Array(16)
  value.set(uint64(record.asaID ?? 0), 0)
  value.set(uint64(record.appID ?? 0), 8)
  return value
}

export function chainStateOf(record: NfdRecord): StateEntry[] {
  const internal = record.properties?.internal ?? {}
  const address = (key: string, value: string | undefined) => (value ? [bytesEntry(key, publicKeyOf(value))] : [])
  return [
    bytesEntry('i.name', utf8(record.name)),
    bytesEntry('i.ver', utf8(internal.ver ?? '3.0')),
    bytesEntry('i.asaid', uint64(record.asaID ?? 0)),
    ...address('i.owner.a', record.owner),
    ...address('i.seller.a', record.seller),
    ...address('i.reservedOwner.a', record.reservedFor),
    bytesEntry('i.sellamt', uint64(record.sellAmount ?? 0)),
    ...(internal.commission1 ? [bytesEntry('i.commission1', uint64(BigInt(internal.commission1)))] : []),
    ...address('i.commission1Agent.a', internal.commission1Agent),
    ...(record.parentAppID ? [bytesEntry('i.parentAppID', uint64(record.parentAppID))] : []),
    bytesEntry('i.expirationTime', uint64(seconds(record.timeExpires))),
    bytesEntry('i.timeCreated', uint64(seconds(record.timeCreated))),
    bytesEntry('i.category', utf8(record.category ?? 'common')),
    bytesEntry('i.saleType', utf8(record.saleType ?? 'buyItNow')),
  ]
}

/** algod's answer for the app: a name's contract with its state, or (no record) a bare app. */
export function applicationOf(appId: number, record: NfdRecord | undefined): algosdk.modelsv2.Application {
  const { modelsv2 } = algosdk
  const clear = new Uint8Array([10, 129, 1, 67])
  return new modelsv2.Application({
    id: appId,
    params: new modelsv2.ApplicationParams({
      creator: SERVICE_ADDRESS,
      // A name's contract, or the registry (an app with no name record).
      approvalProgram: mockApprovalProgram(record ? 'name' : 'registry'),
      clearStateProgram: clear,
      globalState: (record ? chainStateOf(record) : []).map(
        ({ key, value }) => new modelsv2.TealKeyValue({ key, value: new modelsv2.TealValue(value) }),
      ),
    }),
  })
}
