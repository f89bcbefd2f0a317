/**
 * The check between the name service and the wallet: every entry of the group the API built
 * ("u" and "s") is decoded and held against the action's intent. A group that would do
 * anything the user did not agree to is refused with a sentence saying what it would have
 * done. Pure: algosdk is handed in, no I/O, no React.
 */
import type * as Algosdk from 'algosdk'
import { truncateAddress } from '@/lib/address'
import { unitsToDecimal } from '@/lib/decimal'
import { formatAlgos } from '@/lib/money'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { decodeCall } from './appCalls'
import { argsMatch } from './argsMatch'
import { ASSET_MIN_BALANCE } from './checkFunds'
import { innerTxnsOf, layoutOf } from './contractMethods'
import { capitalize, describeCall, type CallWords } from './describeCall'
import { GroupRefusedError, type RefusalCode } from './GroupRefusedError'
import { MIN_TXN_FEE, type DeclaredCall, type Intent, type Party } from './intent'

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
  /** Asset units sent to each receiver, and the amount in the asset's own units ("12.5 USDC"). */
  assets: { to: Party; assetId: bigint; amount: bigint; shown: string }[]
  /** µALGO beyond the agreed amount the service added for storage (within the intent's ceiling). */
  deposits: bigint
  /** What each of the account's contract calls does, decoded from its arguments: "List alice.algo for 120 ALGO". */
  calls: string[]
  fees: bigint
  /** The most the fees may be: the minimum fee for each transaction of the group and each inner one its calls make. */
  feeCeiling: bigint
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
const typeNoun = (type: string) => TYPE_NOUNS[type] ?? `a ${type} transaction`

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

const algos = (microalgos: bigint) => `${formatAlgos(microalgos)} ALGO`

/**
 * Throws GroupRefusedError naming the first thing the group would do that the intent does not
 * allow; otherwise returns what the group takes from the account.
 */
export function checkGroup(sdk: typeof Algosdk, input: GroupCheckInput): CheckedGroup {
  const { entries, intent, account, network, round } = input
  if (entries.length === 0 || entries.length > 16) refuse('decode', `has ${entries.length} transactions`)
  const txns = entries.map((entry, i) => decodeEntry(sdk, entry, i))
  const parties = new Map(intent.receivers.map((party) => [party.address, party]))
  const named = new Map([...intent.receivers, ...(intent.named ?? [])].map((party) => [party.address, party.label]))
  const name = (address: string) => parties.get(address)?.label ?? truncateAddress(address)
  const coSigners = new Set(intent.coSigners ?? [])
  for (const call of intent.calls) {
    if (!layoutOf(call.contract, call.version ?? ''))
      refuse(
        'version',
        `is for version ${call.version || 'unknown'} of the contract of ${call.name}, which this app does not know`,
      )
  }
  const pending = [...intent.calls]
  const calls: string[] = []
  let innerTxns = 0n
  const amountWords = (assetId: bigint, units: bigint): string => {
    if (assetId === 0n) return algos(units)
    const unit = intent.units?.get(assetId)
    return unit
      ? `${unitsToDecimal(units, unit.decimals, { group: true })} ${unit.unit}${unit.unit.includes(String(assetId)) ? '' : ` (asset ${assetId})`}`
      : `${units} units of asset ${assetId}`
  }
  const words = (subject: string, index: number): CallWords => {
    const before = txns[index - 1]?.payment
    return {
      name: subject,
      who: (address) => (address === account ? 'you' : (named.get(address) ?? truncateAddress(address))),
      amount: amountWords,
      payment: before?.amount,
    }
  }

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
    checkTxn(txn, i)
    fees += txn.fee
    return sender
  })

  function checkTxn(txn: Algosdk.Transaction, index: number): void {
    const sender = txn.sender.toString()
    if (txn.note && txn.note.length > 0)
      refuse(
        'note',
        `would write a note (${txn.note.length} bytes) into transaction ${index + 1}, which this action does not need`,
      )
    if (txn.lease && txn.lease.some((byte) => byte !== 0))
      refuse('lease', `would put a lease on transaction ${index + 1}, which would block other transactions of yours`)
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
      refuse('type', `would also send ${typeNoun(type)}, which this action does not use`)
    const coSigner = sender !== account
    if (txn.payment) {
      const to = txn.payment.receiver.toString()
      const { amount } = txn.payment
      if (to === sender)
        refuse(
          'padding',
          `would pay ${algos(amount)} to your own account ${name(sender)}, which this action does not need`,
        )
      if (coSigner || !parties.has(to)) refuse('receiver', `would also pay ${algos(amount)} to ${truncateAddress(to)}`)
      paid.set(to, (paid.get(to) ?? 0n) + amount)
    }
    if (txn.assetTransfer) {
      const { assetIndex, amount, assetSender } = txn.assetTransfer
      const to = txn.assetTransfer.receiver.toString()
      if (assetSender)
        refuse('type', `would take units of asset ${assetIndex} from ${truncateAddress(assetSender.toString())}`)
      if (to === sender) {
        if (amount !== 0n || !(intent.optIns ?? []).includes(assetIndex))
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
      checkCall(txn, call, index)
    }
  }

  function checkCall(txn: Algosdk.Transaction, call: Algosdk.ApplicationTransactionFields, index: number): void {
    const sender = txn.sender.toString()
    const onApp = intent.calls.filter((declared) => declared.app === call.appIndex)
    const template = onApp[0]
    if (!template) refuse('app', `would call application ${call.appIndex}, which this action does not use`)
    const layout = layoutOf(template.contract, template.version ?? '') ?? 'arc4'
    const decoded = decodeCall(sdk, template.contract, layout, call.appArgs)
    if (!decoded)
      refuse('call', `would call the contract of ${template.name} with arguments that are none of its methods`)
    const said = describeCall(decoded, words(template.name, index))
    const match = pending.find(
      (declared) =>
        declared.app === call.appIndex &&
        (declared.from ?? account) === sender &&
        declared.method === decoded.method &&
        argsMatch(declared.args, decoded.args),
    )
    if (!match) refuse('call', `would ${said}`)
    const extra = foreignDiff(match, call)
    if (extra) refuse('foreign', `would ${said}, ${extra}`)
    pending.splice(pending.indexOf(match), 1)
    innerTxns += BigInt(innerTxnsOf(match.contract, match.method, decoded.args))
    calls.push(capitalize(said))
  }

  // A contract reads the payment to it just before its call (an ARC-4 `pay` argument): only the
  // account's own declared call may follow it there, or the payment would buy for someone else.
  for (const [i, txn] of txns.entries()) {
    const next = txns[i + 1]
    if (signers[i] !== account || !txn.payment || !next?.applicationCall) continue
    const reader = sdk.getApplicationAddress(next.applicationCall.appIndex).toString()
    if (reader === txn.payment.receiver.toString() && signers[i + 1] !== account)
      refuse(
        'call',
        `would let ${truncateAddress(next.sender.toString())} use your payment of ${algos(txn.payment.amount)} in a call of its own`,
      )
  }

  const missing = pending[0]
  if (missing) refuse('call', `leaves out a call you agreed to (${missing.method} on the contract of ${missing.name})`)

  const totalPaid = [...paid.values()].reduce((sum, amount) => sum + amount, 0n)
  const deposits = totalPaid - intent.pays
  const ceiling = intent.depositCeiling ?? 0n
  if (deposits < 0n || deposits > ceiling)
    refuse(
      'amount',
      `would pay ${algos(totalPaid)} instead of the ${algos(intent.pays)} you agreed to${ceiling > 0n ? ` (plus at most ${algos(ceiling)} of storage deposit)` : ''}`,
    )
  for (const [assetId, agreed] of intent.sends ?? []) {
    const amount = [...sent.values()].filter((s) => s.assetId === assetId).reduce((sum, s) => sum + s.amount, 0n)
    if (amount !== agreed)
      refuse('amount', `would send ${amount} units of asset ${assetId} instead of the ${agreed} you agreed to`)
  }
  const feeCeiling = MIN_TXN_FEE * (BigInt(entries.length) + innerTxns)
  if (fees > feeCeiling)
    refuse(
      'fee',
      `would charge ${algos(fees)} in network fees, more than the ${algos(feeCeiling)} its ${entries.length} transactions${innerTxns ? ` and ${innerTxns} inner ones` : ''} need`,
    )

  return {
    entries,
    payments: [...paid].map(([address, microalgos]) => ({ to: parties.get(address) as Party, microalgos })),
    assets: [...sent.values()].map((sent) => ({ ...sent, shown: amountWords(sent.assetId, sent.amount) })),
    deposits,
    calls,
    fees,
    feeCeiling,
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

/** What the call's foreign arrays hold beyond (or short of) what was declared, in words; null when they agree. */
function foreignDiff(declared: DeclaredCall, call: Algosdk.ApplicationTransactionFields): string | null {
  const lists: [string, readonly string[], readonly string[], (item: string) => string][] = [
    ['account', declared.accounts ?? [], call.accounts.map(String), truncateAddress],
    ['asset', (declared.assets ?? []).map(String), call.foreignAssets.map(String), (id) => id],
    ['application', (declared.apps ?? []).map(String), call.foreignApps.map(String), (id) => id],
  ]
  for (const [kind, agreed, actual, shown] of lists) {
    const extra = actual.filter((item) => !agreed.includes(item))
    if (extra.length) return `also handing it ${kind} ${extra.map(shown).join(', ')}`
    if (actual.length !== agreed.length || new Set(actual).size !== actual.length)
      return `with ${kind}s other than those it needs`
  }
  return null
}
