/**
 * A compromised or buggy name service, on demand: the honest group of any write, changed so
 * that it moves money or control somewhere the user never agreed to. The fault injector uses
 * it in the browser, and the property tests of the group check use it directly. Each tampering
 * names the refusal the app must answer it with.
 */
import algosdk, { type Transaction } from 'algosdk'
import { NETWORKS } from '@/config/networks'
import type { TxnGroupEntry } from '@/names/api/txnGroup'
import type { RefusalCode } from '@/names/transactions/check/GroupRefusedError'
import { signAsService } from './signAsService'
import { utf8 } from './utf8'

export const TAMPERINGS = [
  'rekey',
  'close',
  'assetClose',
  'receiver',
  'amount',
  'extraTxn',
  'otherAccountTxn',
  'groupId',
  'genesis',
  'forbiddenType',
  'argument',
  'method',
  'foreignAccount',
  'foreignAsset',
  'foreignApp',
  'appId',
  'assetId',
  'optIn',
  'padding',
  'lease',
  'note',
  'fee',
  'gasCall',
] as const
export type Tampering = (typeof TAMPERINGS)[number]

/** Tamperings that change the account's contract calls: they apply to groups that make one. */
export const CALL_TAMPERINGS: readonly Tampering[] = ['argument', 'method', 'foreignAccount', 'foreignApp', 'appId']

/** The refusal each tampering must meet (an asset id changes a transfer, an opt-in or a call's assets). */
export const EXPECTED_REFUSAL: Record<Tampering, readonly RefusalCode[]> = {
  rekey: ['rekey'],
  close: ['close'],
  assetClose: ['assetClose'],
  receiver: ['receiver'],
  // A group with no payment gets one to the app it calls: the registry is no receiver of some actions.
  amount: ['amount', 'receiver'],
  extraTxn: ['receiver'],
  otherAccountTxn: ['sender'],
  groupId: ['groupId'],
  genesis: ['network'],
  forbiddenType: ['type'],
  argument: ['call'],
  method: ['call'],
  foreignAccount: ['foreign'],
  foreignAsset: ['foreign'],
  foreignApp: ['foreign'],
  appId: ['app'],
  assetId: ['receiver', 'type', 'foreign'],
  optIn: ['type'],
  padding: ['padding'],
  lease: ['lease'],
  note: ['note'],
  fee: ['fee'],
  // A budget call moves nothing, but only to the apps the action calls (an action with no call has none).
  gasCall: ['app', 'type'],
}

/** The tamperings a group can undergo: the call tamperings need a call of the account's, an asset id something that names one. */
export function tamperingsFor(entries: readonly TxnGroupEntry[]): Tampering[] {
  const txns = entries.filter((e) => e.kind === 'u').map(decode)
  const calls = txns.some((txn) => txn.applicationCall)
  const assets = txns.some((txn) => txn.assetTransfer || txn.applicationCall?.foreignAssets.length)
  return TAMPERINGS.filter(
    (t) => (calls || !CALL_TAMPERINGS.includes(t)) && (t !== 'foreignAsset' || calls) && (t !== 'assetId' || assets),
  )
}

/** An application the name service never uses here. */
const OTHER_APP = 1_337_001n

export interface TamperTargets {
  /** Where the stolen money or control would go. */
  attacker: string
  /** Another account of the same user (the same wallet): never the acting one. */
  otherAccount: string
  /** How much more a raised amount asks for, in µALGO (beyond any storage-deposit allowance). */
  raiseBy?: bigint
}

type Fields = Map<string, unknown>

const ALGO = 1_000_000n

function decode({ kind, bytes }: TxnGroupEntry): Transaction {
  return kind === 's' ? algosdk.decodeSignedTransaction(bytes).txn : algosdk.decodeUnsignedTransaction(bytes)
}

/** Fields for a new transaction with the group's own validity and network. */
function fieldsLike(template: Fields, type: string, sender: string, extra: Record<string, unknown>): Fields {
  const fields: Fields = new Map()
  for (const key of ['fv', 'lv', 'gen', 'gh', 'fee']) fields.set(key, template.get(key))
  fields.set('type', type)
  fields.set('snd', algosdk.Address.fromString(sender))
  for (const [key, value] of Object.entries(extra)) fields.set(key, value)
  return fields
}

/** The group being tampered with, and the helpers each tampering uses. */
interface Scene {
  all: Fields[]
  kinds: ('u' | 's')[]
  /** The user's first transaction. */
  first: Fields
  account: string
  attacker: algosdk.Address
  targets: TamperTargets
  /** The user's first transaction of this type (outgoing: not to the account itself). */
  userOf: (type: string, outgoing?: boolean) => Fields | undefined
  userCall: () => Fields
  add: (fields: Fields, kind?: 'u' | 's') => void
  pay: (sender: string, to: algosdk.Address, amount: bigint, extra?: Record<string, unknown>) => Fields
}

/** How each tampering changes the group's fields. */
const APPLY: Record<Tampering, (scene: Scene) => void> = {
  rekey: ({ first, attacker }) => {
    first.set('rekey', attacker)
  },
  close: ({ account, attacker, userOf, add, pay }) => {
    const target = userOf('pay')
    if (target) target.set('close', attacker)
    else add(pay(account, algosdk.Address.fromString(account), 0n, { close: attacker }))
  },
  assetClose: ({ first, account, attacker, userOf, add }) => {
    const target = userOf('axfer')
    if (target) target.set('aclose', attacker)
    else
      add(
        fieldsLike(first, 'axfer', account, {
          xaid: 1n,
          aamt: 0n,
          arcv: algosdk.Address.fromString(account),
          aclose: attacker,
        }),
      )
  },
  receiver: ({ account, attacker, userOf, add, pay }) => {
    const target = userOf('pay', true) ?? userOf('axfer', true)
    if (target) target.set(target.get('type') === 'pay' ? 'rcv' : 'arcv', attacker)
    else add(pay(account, attacker, ALGO))
  },
  amount: ({ all, kinds, account, targets, userOf, add, pay }) => {
    const raise = targets.raiseBy ?? 1000n * ALGO
    const payment = userOf('pay', true)
    const transfer = userOf('axfer', true)
    if (payment) payment.set('amt', (payment.get('amt') as bigint) + raise)
    else if (transfer) transfer.set('aamt', (transfer.get('aamt') as bigint) + raise)
    else {
      // No payment to raise: pay the contract the group already calls, far beyond any deposit.
      const call = all.find((f, i) => kinds[i] === 'u' && f.get('type') === 'appl')
      const appId = (call?.get('apid') as bigint | undefined) ?? 1n
      add(pay(account, algosdk.getApplicationAddress(appId), raise))
    }
  },
  extraTxn: ({ account, attacker, add, pay }) => {
    add(pay(account, attacker, ALGO))
  },
  otherAccountTxn: ({ attacker, targets, add, pay }) => {
    add(pay(targets.otherAccount, attacker, ALGO))
  },
  forbiddenType: ({ first, account, add }) => {
    add(fieldsLike(first, 'keyreg', account, { nonpart: true }))
  },
  genesis: ({ all }) => {
    const other = NETWORKS.testnet
    for (const fields of all) {
      fields.set('gen', other.genesisId)
      fields.set('gh', algosdk.base64ToBytes(other.genesisHash as string))
    }
  },
  // Changed once the group is assembled.
  groupId: () => undefined,
  // The last call of the account's: the one the action is about (a budget call or a clearing comes before it).
  argument: ({ all, kinds, targets }) => {
    const call = all.findLast((f, i) => kinds[i] === 'u' && f.get('type') === 'appl') as Fields
    const args = [...(call.get('apaa') as Uint8Array[])]
    const last = args.length - 1
    // The last byte of the last argument changed: a price, an address, a text, a field's value.
    if (last > 0) {
      const bytes = Uint8Array.from(args[last] as Uint8Array)
      bytes[bytes.length - 1] = ((bytes[bytes.length - 1] ?? 0) + 1) % 256
      args[last] = bytes
    } else args.push(algosdk.ABIType.from('address').encode(targets.attacker))
    call.set('apaa', args)
  },
  method: ({ targets, userCall }) => {
    // Whatever the call was, it now lists the name for 1 µALGO, reserved for the attacker.
    userCall().set('apaa', [
      algosdk.ABIMethod.fromSignature('offerForSale(uint64,address)void').getSelector(),
      algosdk.ABIType.from('uint64').encode(1n),
      algosdk.ABIType.from('address').encode(targets.attacker),
    ])
  },
  foreignAccount: ({ attacker, userCall }) => {
    const call = userCall()
    call.set('apat', [...((call.get('apat') as algosdk.Address[] | undefined) ?? []), attacker])
  },
  foreignAsset: ({ userCall }) => {
    const call = userCall()
    call.set('apas', [...((call.get('apas') as bigint[] | undefined) ?? []), 31_337n])
  },
  foreignApp: ({ userCall }) => {
    const call = userCall()
    call.set('apfa', [...((call.get('apfa') as bigint[] | undefined) ?? []), OTHER_APP])
  },
  appId: ({ userCall }) => {
    userCall().set('apid', OTHER_APP)
  },
  assetId: ({ all, kinds, userOf }) => {
    const transfer = userOf('axfer')
    if (transfer) transfer.set('xaid', (transfer.get('xaid') as bigint) + 1n)
    else {
      const call = all.find((f, i) => kinds[i] === 'u' && (f.get('apas') as bigint[] | undefined)?.length)
      const assets = [...((call?.get('apas') as bigint[] | undefined) ?? [])]
      assets[0] = (assets[0] ?? 0n) + 1n
      call?.set('apas', assets)
    }
  },
  optIn: ({ first, account, add }) => {
    add(fieldsLike(first, 'axfer', account, { xaid: 31_337n, aamt: 0n, arcv: algosdk.Address.fromString(account) }))
  },
  padding: ({ account, add, pay }) => {
    add(pay(account, algosdk.Address.fromString(account), 0n))
  },
  lease: ({ first }) => {
    first.set('lx', new Uint8Array(32).fill(9))
  },
  // A note on an app call moves nothing; on a payment or transfer it rides with the user's money.
  note: ({ all, kinds, account, userOf, add, pay }) => {
    const moving = userOf('pay') ?? userOf('axfer')
    if (moving) moving.set('note', utf8('pay me'))
    else {
      const call = all.find((f, i) => kinds[i] === 'u' && f.get('type') === 'appl')
      const appId = (call?.get('apid') as bigint | undefined) ?? 1n
      add(pay(account, algosdk.getApplicationAddress(appId), 0n, { note: utf8('pay me') }))
    }
  },
  gasCall: ({ first, account, add }) => {
    const selector = algosdk.ABIMethod.fromSignature('gas()void').getSelector()
    add(fieldsLike(first, 'appl', account, { apid: OTHER_APP, apaa: [selector], note: utf8('1') }))
  },
  fee: ({ all, first }) => {
    first.set('fee', (first.get('fee') as bigint) + 1000n * BigInt(all.length + 20))
  },
}

export function tamperGroup(
  entries: readonly TxnGroupEntry[],
  tampering: Tampering,
  targets: TamperTargets,
): TxnGroupEntry[] {
  const kinds: ('u' | 's')[] = entries.map((e) => e.kind)
  const all: Fields[] = entries.map((entry) => {
    const fields = decode(entry).toEncodingData()
    fields.delete('grp')
    return fields
  })
  const userIndex = kinds.indexOf('u')
  if (userIndex < 0) throw new Error('Nothing to tamper with: the group has no "u" entry')
  const first = all[userIndex] as Fields
  const account = (first.get('snd') as algosdk.Address).toString()
  const attacker = algosdk.Address.fromString(targets.attacker)
  const userOf = (type: string, outgoing = false) =>
    all.find(
      (f, i) =>
        kinds[i] === 'u' &&
        f.get('type') === type &&
        (!outgoing || (f.get(type === 'pay' ? 'rcv' : 'arcv') as algosdk.Address).toString() !== account),
    )
  const userCall = () => {
    const call = all.find((f, i) => kinds[i] === 'u' && f.get('type') === 'appl')
    if (!call) throw new Error('Nothing to tamper with: the group makes no call of its own')
    return call
  }
  const add = (fields: Fields, kind: 'u' | 's' = 'u') => {
    all.push(fields)
    kinds.push(kind)
  }
  const pay = (sender: string, to: algosdk.Address, amount: bigint, extra: Record<string, unknown> = {}) =>
    fieldsLike(first, 'pay', sender, { rcv: to, amt: amount, ...extra })

  APPLY[tampering]({ all, kinds, first, account, attacker, targets, userOf, userCall, add, pay })

  const txns = all.map((fields) => algosdk.Transaction.fromEncodingData(fields))
  algosdk.assignGroupID(txns)
  // One entry that belongs to another group: the group could then be split.
  if (tampering === 'groupId') (txns[txns.length - 1] as Transaction).group = new Uint8Array(32).fill(7)
  return txns.map((txn, i) => {
    const kind = kinds[i] as 'u' | 's'
    return { kind, bytes: kind === 's' ? signAsService(txn) : algosdk.encodeUnsignedTransaction(txn) }
  })
}
