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
import { SERVICE_SEED } from './serviceAccount'

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
] as const
export type Tampering = (typeof TAMPERINGS)[number]

export const EXPECTED_REFUSAL: Record<Tampering, RefusalCode> = {
  rekey: 'rekey',
  close: 'close',
  assetClose: 'assetClose',
  receiver: 'receiver',
  amount: 'amount',
  extraTxn: 'receiver',
  otherAccountTxn: 'sender',
  groupId: 'groupId',
  genesis: 'network',
  forbiddenType: 'type',
}

export interface TamperTargets {
  /** Where the stolen money or control would go. */
  attacker: string
  /** Another account of the same user (the same wallet): never the acting one. */
  otherAccount: string
  /** How much more a raised amount asks for, in µALGO (beyond any storage-deposit allowance). */
  raiseBy?: bigint
}

type Fields = Map<string, unknown>

const SERVICE_KEY = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(SERVICE_SEED)).sk
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

export function tamperGroup(
  entries: readonly TxnGroupEntry[],
  tampering: Tampering,
  targets: TamperTargets,
): TxnGroupEntry[] {
  const kinds = entries.map((e) => e.kind)
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
  const add = (fields: Fields, kind: 'u' | 's' = 'u') => {
    all.push(fields)
    kinds.push(kind)
  }
  const pay = (sender: string, to: algosdk.Address, amount: bigint, extra: Record<string, unknown> = {}) =>
    fieldsLike(first, 'pay', sender, { rcv: to, amt: amount, ...extra })

  switch (tampering) {
    case 'rekey':
      first.set('rekey', attacker)
      break
    case 'close': {
      const target = userOf('pay')
      if (target) target.set('close', attacker)
      else add(pay(account, algosdk.Address.fromString(account), 0n, { close: attacker }))
      break
    }
    case 'assetClose': {
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
      break
    }
    case 'receiver': {
      const target = userOf('pay', true) ?? userOf('axfer', true)
      if (target) target.set(target.get('type') === 'pay' ? 'rcv' : 'arcv', attacker)
      else add(pay(account, attacker, ALGO))
      break
    }
    case 'amount': {
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
      break
    }
    case 'extraTxn':
      add(pay(account, attacker, ALGO))
      break
    case 'otherAccountTxn':
      add(pay(targets.otherAccount, attacker, ALGO))
      break
    case 'forbiddenType':
      add(fieldsLike(first, 'keyreg', account, { nonpart: true }))
      break
    case 'genesis': {
      const other = NETWORKS.testnet
      for (const fields of all) {
        fields.set('gen', other.genesisId)
        fields.set('gh', algosdk.base64ToBytes(other.genesisHash as string))
      }
      break
    }
    case 'groupId':
      break
  }

  const txns = all.map((fields) => algosdk.Transaction.fromEncodingData(fields))
  algosdk.assignGroupID(txns)
  // One entry that belongs to another group: the group could then be split.
  if (tampering === 'groupId') (txns[txns.length - 1] as Transaction).group = new Uint8Array(32).fill(7)
  return txns.map((txn, i) => {
    const kind = kinds[i] as 'u' | 's'
    return { kind, bytes: kind === 's' ? txn.signTxn(SERVICE_KEY) : algosdk.encodeUnsignedTransaction(txn) }
  })
}
