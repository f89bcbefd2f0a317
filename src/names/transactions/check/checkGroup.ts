/**
 * The check between the name service and the wallet: every entry of the group the API built
 * ("u" and "s") is decoded and held against the action's intent. A group that would do
 * anything the user did not agree to is refused with a sentence saying what it would have
 * done. Pure: algosdk is handed in, no I/O, no React.
 */
import type * as Algosdk from 'algosdk'
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { ASSET_MIN_BALANCE } from './checkFunds'
import { GroupRefusedError, type RefusalCode } from './GroupRefusedError'
import type { Intent, Party } from './intent'

export interface GroupCheckInput {
  entries: readonly TxnGroupEntry[]
  intent: Intent
  /** The acting account: the only one whose money may move. */
  account: string
  /** The active network, as algod reports it. */
  network: { genesisId: string; genesisHash: string }
  /** algod's last round. */
  round: bigint
}

/** What leaves the account, decoded from the group's bytes: what the review shows. */
export interface CheckedGroup {
  entries: readonly TxnGroupEntry[]
  /** µALGO paid to each receiver (price and storage deposits together). */
  payments: { to: Party; microalgos: bigint }[]
  /** Asset units sent to each receiver. */
  assets: { to: Party; assetId: bigint; amount: bigint }[]
  /** µALGO beyond the agreed amount the service added for storage (within the intent's ceiling). */
  deposits: bigint
  fees: bigint
  /** µALGO the account must keep in addition afterwards (new asset holdings). */
  addedMinBalance: bigint
  /** Everything that leaves the account in ALGO: payments + fees. */
  total: bigint
  lastValid: bigint
  /** The id algod reports for the group: its first transaction's. */
  txId: string
  /** For each entry: who must sign it ("u"), or null ("s"). */
  signers: (string | null)[]
}

/** A transaction may start at most this many rounds after the node's last round (nodes lag a little). */
const FIRST_VALID_SLACK = 10n
/** The protocol's longest validity window. */
const MAX_VALIDITY = 1000n

const ON_COMPLETE_WORDS: Record<number, string> = {
  1: 'opt your account in to application',
  2: 'close your account out of application',
  3: "clear your account's state in application",
  4: 'change the code of application',
  5: 'delete application',
}

const TYPE_WORDS: Record<string, string> = {
  keyreg: "change your account's consensus participation keys",
  acfg: 'create, change or destroy an asset',
  afrz: 'freeze or unfreeze an asset',
  stpf: 'send a state proof',
  hb: 'send a heartbeat',
}

/** The types an action may declare, named as a person would. */
const TYPE_NOUNS: Record<string, string> = {
  pay: 'a payment',
  axfer: 'an asset transfer',
  appl: 'an app call',
}

function refuse(code: RefusalCode, sentence: string): never {
  throw new GroupRefusedError(code, sentence)
}

function bytesEqual(a: Uint8Array | undefined, b: Uint8Array | undefined): boolean {
  if (!a || !b) return a === b
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

function decodeEntry(sdk: typeof Algosdk, entry: TxnGroupEntry, index: number): Algosdk.Transaction {
  try {
    return entry.kind === 's'
      ? sdk.decodeSignedTransaction(entry.bytes).txn
      : sdk.decodeUnsignedTransaction(entry.bytes)
  } catch {
    return refuse('decode', `has a transaction (${index + 1}) that cannot be read`)
  }
}

/**
 * Throws GroupRefusedError naming the first thing the group would do that the intent does not
 * allow; otherwise returns what the group takes from the account.
 */
export function checkGroup(sdk: typeof Algosdk, input: GroupCheckInput): CheckedGroup {
  const { entries, intent, account, network, round } = input
  if (entries.length === 0 || entries.length > 16) refuse('decode', `has ${entries.length} transactions`)
  const txns = entries.map((entry, i) => decodeEntry(sdk, entry, i))
  const parties = new Map(intent.receivers.map((party) => [party.address, party]))
  const name = (address: string) => parties.get(address)?.label ?? truncateAddress(address)
  const coSigners = new Set(intent.coSigners ?? [])

  checkGroupId(sdk, entries, txns)

  for (const [i, txn] of txns.entries()) {
    if (
      txn.genesisID !== network.genesisId ||
      sdk.bytesToBase64(txn.genesisHash ?? new Uint8Array()) !== network.genesisHash
    )
      refuse('network', `is for another network (${txn.genesisID ?? 'unknown'}), not the one this app is on`)
    if (txn.lastValid < round)
      refuse(
        'validity',
        `has expired (transaction ${i + 1} was valid until round ${txn.lastValid}; the network is at ${round})`,
      )
    if (
      txn.firstValid > round + FIRST_VALID_SLACK ||
      txn.lastValid - txn.firstValid > MAX_VALIDITY ||
      txn.lastValid < txn.firstValid
    )
      refuse(
        'validity',
        `has a validity window (rounds ${txn.firstValid} to ${txn.lastValid}) that does not fit round ${round}`,
      )
  }

  const paid = new Map<string, bigint>()
  const sent = new Map<string, { to: Party; assetId: bigint; amount: bigint }>()
  let fees = 0n
  let addedMinBalance = 0n
  const signers = entries.map((entry, i) => {
    const txn = txns[i] as Algosdk.Transaction
    const sender = txn.sender.toString()
    if (entry.kind === 's') {
      // A presigned spend from the user's account would move money without the user's signature.
      if (sender === account || coSigners.has(sender))
        refuse('sender', `would spend from your account ${name(sender)} with a signature that is not yours`)
      return null
    }
    if (sender !== account && !coSigners.has(sender))
      refuse('sender', `would ask you to sign for ${truncateAddress(sender)}, an account you did not act with`)
    checkTxn(txn)
    fees += txn.fee
    return sender
  })

  function checkTxn(txn: Algosdk.Transaction): void {
    const sender = txn.sender.toString()
    if (txn.rekeyTo) refuse('rekey', `would hand control of your account to ${truncateAddress(txn.rekeyTo.toString())}`)
    if (txn.payment?.closeRemainderTo)
      refuse(
        'close',
        `would send everything left in your account to ${truncateAddress(txn.payment.closeRemainderTo.toString())}`,
      )
    if (txn.assetTransfer?.closeRemainderTo)
      refuse(
        'assetClose',
        `would send all your units of asset ${txn.assetTransfer.assetIndex} to ${truncateAddress(txn.assetTransfer.closeRemainderTo.toString())}`,
      )
    const type = txn.type as string
    if (TYPE_WORDS[type]) refuse('type', `would also ${TYPE_WORDS[type]}`)
    if (!(intent.types as readonly string[]).includes(type))
      refuse('type', `would also send ${TYPE_NOUNS[type] ?? `a ${type} transaction`}, which this action does not use`)
    const coSigner = sender !== account
    if (txn.payment) {
      const to = txn.payment.receiver.toString()
      const { amount } = txn.payment
      if (to === sender) return
      if (coSigner || !parties.has(to))
        refuse('receiver', `would also pay ${formatAlgoAmount(amount)} to ${truncateAddress(to)}`)
      paid.set(to, (paid.get(to) ?? 0n) + amount)
    }
    if (txn.assetTransfer) {
      const { assetIndex, amount, assetSender } = txn.assetTransfer
      const to = txn.assetTransfer.receiver.toString()
      if (assetSender)
        refuse('type', `would take units of asset ${assetIndex} from ${truncateAddress(assetSender.toString())}`)
      if (to === sender) {
        const optIns = intent.optIns ?? []
        if (amount !== 0n || (optIns !== 'any' && !optIns.includes(assetIndex)))
          refuse('type', `would opt your account in to asset ${assetIndex}, which this action does not need`)
        addedMinBalance += ASSET_MIN_BALANCE
        return
      }
      if (coSigner || !parties.has(to) || !intent.sends?.has(assetIndex))
        refuse('receiver', `would also send ${amount} units of asset ${assetIndex} to ${name(to)}`)
      const key = `${to}:${assetIndex}`
      const prior = sent.get(key)?.amount ?? 0n
      sent.set(key, { to: parties.get(to) as Party, assetId: assetIndex, amount: prior + amount })
    }
    if (txn.applicationCall) {
      const call = txn.applicationCall
      if (call.appIndex === 0n) refuse('type', 'would create a new application')
      if (ON_COMPLETE_WORDS[call.onComplete])
        refuse('type', `would ${ON_COMPLETE_WORDS[call.onComplete]} ${call.appIndex}`)
      if (call.approvalProgram.length > 0 || call.clearProgram.length > 0)
        refuse('type', `would change the code of application ${call.appIndex}`)
      if (!intent.apps.includes(call.appIndex))
        refuse('app', `would call application ${call.appIndex}, which this action does not use`)
    }
  }

  const totalPaid = [...paid.values()].reduce((sum, amount) => sum + amount, 0n)
  const deposits = totalPaid - intent.pays
  const ceiling = intent.depositCeiling ?? 0n
  if (deposits < 0n || deposits > ceiling)
    refuse(
      'amount',
      `would pay ${formatAlgoAmount(totalPaid)} instead of the ${formatAlgoAmount(intent.pays)} you agreed to${ceiling > 0n ? ` (plus at most ${formatAlgoAmount(ceiling)} of storage deposit)` : ''}`,
    )
  for (const [assetId, agreed] of intent.sends ?? []) {
    const amount = [...sent.values()].filter((s) => s.assetId === assetId).reduce((sum, s) => sum + s.amount, 0n)
    if (amount !== agreed)
      refuse('amount', `would send ${amount} units of asset ${assetId} instead of the ${agreed} you agreed to`)
  }
  if (fees > intent.feeCeiling)
    refuse(
      'fee',
      `would charge ${formatAlgoAmount(fees)} in network fees, more than the ${formatAlgoAmount(intent.feeCeiling)} limit`,
    )

  return {
    entries,
    payments: [...paid].map(([address, microalgos]) => ({ to: parties.get(address) as Party, microalgos })),
    assets: [...sent.values()],
    deposits,
    fees,
    addedMinBalance,
    total: totalPaid + fees,
    lastValid: txns.reduce((max, txn) => (txn.lastValid > max ? txn.lastValid : max), 0n),
    txId: (txns[0] as Algosdk.Transaction).txID(),
    signers,
  }
}

/** Every entry carries one group id, and it is the id of exactly these transactions in this order. */
function checkGroupId(sdk: typeof Algosdk, entries: readonly TxnGroupEntry[], txns: Algosdk.Transaction[]): void {
  const group = txns[0]?.group
  if (!group || txns.some((txn) => !bytesEqual(txn.group, group)))
    refuse(
      'groupId',
      'is not one atomic group: its transactions carry different group ids, so part of it could go through alone',
    )
  // The id is computed over the transactions without their group field.
  const bare = entries.map((entry, i) => {
    const copy = decodeEntry(sdk, entry, i)
    copy.group = undefined
    return copy
  })
  if (!bytesEqual(sdk.computeGroupID(bare), group))
    refuse('groupId', 'carries a group id that does not match its transactions')
}
