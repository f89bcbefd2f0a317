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
  keyreg: 'a key registration',
  acfg: 'an asset configuration',
  afrz: 'an asset freeze',
  stpf: 'a state proof',
  hb: 'a heartbeat',
}
const typeNoun = (type: string) => TYPE_NOUNS[type] ?? 'a transaction of a kind this app does not know'

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

/** What the check knows and has added up so far, while it walks the group. */
interface Checking {
  sdk: typeof Algosdk
  input: GroupCheckInput
  txns: Algosdk.Transaction[]
  parties: Map<string, Party>
  named: Map<string, string>
  coSigners: Set<string>
  /** Declared calls not yet met in the group. */
  pending: DeclaredCall[]
  calls: string[]
  innerTxns: bigint
  paid: Map<string, bigint>
  sent: Map<string, { to: Party; assetId: bigint; amount: bigint }>
  addedMinBalance: bigint
}

function startChecking(sdk: typeof Algosdk, input: GroupCheckInput): Checking {
  const { entries, intent } = input
  if (entries.length === 0 || entries.length > 16) refuse('decode', `has ${entries.length} transactions`)
  for (const call of intent.calls) {
    if (!layoutOf(call.contract, call.version ?? ''))
      refuse(
        'version',
        `is for version ${call.version || 'unknown'} of the contract of ${call.name}, which this app does not know`,
      )
  }
  return {
    sdk,
    input,
    txns: entries.map((entry, i) => decodeEntry(sdk, entry, i)),
    parties: new Map(intent.receivers.map((party) => [party.address, party])),
    named: new Map([...intent.receivers, ...(intent.named ?? [])].map((party) => [party.address, party.label])),
    coSigners: new Set(intent.coSigners ?? []),
    pending: [...intent.calls],
    calls: [],
    innerTxns: 0n,
    paid: new Map(),
    sent: new Map(),
    addedMinBalance: 0n,
  }
}

const nameOf = (c: Checking, address: string) => c.parties.get(address)?.label ?? truncateAddress(address)

function amountWords(c: Checking, assetId: bigint, units: bigint): string {
  if (assetId === 0n) return algos(units)
  const unit = c.input.intent.units?.get(assetId)
  return unit
    ? `${unitsToDecimal(units, unit.decimals, { group: true })} ${unit.unit}${unit.unit.includes(String(assetId)) ? '' : ` (asset ${assetId})`}`
    : `${units} units of asset ${assetId}`
}

function callWords(c: Checking, subject: string, index: number): CallWords {
  const { account } = c.input
  return {
    name: subject,
    who: (address) => (address === account ? 'you' : (c.named.get(address) ?? truncateAddress(address))),
    amount: (assetId, units) => amountWords(c, assetId, units),
    payment: c.txns[index - 1]?.payment?.amount,
  }
}

function checkValidity(c: Checking): void {
  const { sdk, txns } = c
  const { network, round } = c.input
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
}

/** Who must sign each entry; refuses a presigned spend from the account, or a signer it did not act with. */
function signersOf(c: Checking): (string | null)[] {
  const { account, entries } = c.input
  return entries.map((entry, i) => {
    const txn = c.txns[i] as Algosdk.Transaction
    const sender = txn.sender.toString()
    if (entry.kind === 's') {
      // A presigned spend from the user's account would move money without the user's signature.
      if (sender === account || c.coSigners.has(sender))
        refuse('sender', `would spend from your account ${nameOf(c, sender)} with a signature that is not yours`)
      return null
    }
    if (sender !== account && !c.coSigners.has(sender))
      refuse('sender', `would ask you to sign for ${truncateAddress(sender)}, an account you did not act with`)
    checkTxn(c, txn, i)
    return sender
  })
}

function checkTxn(c: Checking, txn: Algosdk.Transaction, index: number): void {
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
  if (!(c.input.intent.types as readonly string[]).includes(type))
    refuse('type', `would also send ${typeNoun(type)}, which this action does not use`)
  if (txn.payment) checkPayment(c, txn, txn.payment)
  if (txn.assetTransfer) checkAssetTransfer(c, txn, txn.assetTransfer)
  if (txn.applicationCall) {
    const call = txn.applicationCall
    if (call.appIndex === 0n) refuse('type', 'would create a new application')
    if (ON_COMPLETE_WORDS[call.onComplete])
      refuse('type', `would ${ON_COMPLETE_WORDS[call.onComplete]} ${call.appIndex}`)
    if (call.approvalProgram.length > 0 || call.clearProgram.length > 0)
      refuse('type', `would change the code of application ${call.appIndex}`)
    checkCall(c, txn, call, index)
  }
}

function checkPayment(c: Checking, txn: Algosdk.Transaction, payment: Algosdk.PaymentTransactionFields): void {
  const sender = txn.sender.toString()
  const to = payment.receiver.toString()
  const { amount } = payment
  if (to === sender)
    refuse(
      'padding',
      `would pay ${algos(amount)} to your own account ${nameOf(c, sender)}, which this action does not need`,
    )
  if (sender !== c.input.account || !c.parties.has(to))
    refuse('receiver', `would also pay ${algos(amount)} to ${truncateAddress(to)}`)
  c.paid.set(to, (c.paid.get(to) ?? 0n) + amount)
}

function checkAssetTransfer(
  c: Checking,
  txn: Algosdk.Transaction,
  transfer: Algosdk.AssetTransferTransactionFields,
): void {
  const { intent, account } = c.input
  const sender = txn.sender.toString()
  const { assetIndex, amount, assetSender } = transfer
  const to = transfer.receiver.toString()
  if (assetSender)
    refuse('type', `would take units of asset ${assetIndex} from ${truncateAddress(assetSender.toString())}`)
  if (to === sender) {
    if (amount !== 0n || !(intent.optIns ?? []).includes(assetIndex))
      refuse('type', `would opt your account in to asset ${assetIndex}, which this action does not need`)
    c.addedMinBalance += ASSET_MIN_BALANCE
    return
  }
  if (sender !== account || !c.parties.has(to) || !intent.sends?.has(assetIndex))
    refuse('receiver', `would also send ${amount} units of asset ${assetIndex} to ${nameOf(c, to)}`)
  const key = `${to}:${assetIndex}`
  const prior = c.sent.get(key)?.amount ?? 0n
  c.sent.set(key, { to: c.parties.get(to) as Party, assetId: assetIndex, amount: prior + amount })
}

function checkCall(
  c: Checking,
  txn: Algosdk.Transaction,
  call: Algosdk.ApplicationTransactionFields,
  index: number,
): void {
  const { account, intent } = c.input
  const sender = txn.sender.toString()
  const template = intent.calls.find((declared) => declared.app === call.appIndex)
  if (!template) refuse('app', `would call application ${call.appIndex}, which this action does not use`)
  const layout = layoutOf(template.contract, template.version ?? '') ?? 'arc4'
  const decoded = decodeCall(c.sdk, template.contract, layout, call.appArgs)
  if (!decoded)
    refuse('call', `would call the contract of ${template.name} with arguments that are none of its methods`)
  const said = describeCall(decoded, callWords(c, template.name, index))
  const match = c.pending.find(
    (declared) =>
      declared.app === call.appIndex &&
      (declared.from ?? account) === sender &&
      declared.method === decoded.method &&
      argsMatch(declared.args, decoded.args),
  )
  if (!match) refuse('call', `would ${said}`)
  const extra = foreignDiff(match, call)
  if (extra) refuse('foreign', `would ${said}, ${extra}`)
  c.pending.splice(c.pending.indexOf(match), 1)
  c.innerTxns += BigInt(innerTxnsOf(match.contract, match.method, decoded.args))
  c.calls.push(capitalize(said))
}

/**
 * A contract reads the payment to it just before its call (an ARC-4 `pay` argument): only the
 * account's own declared call may follow it there, or the payment would buy for someone else.
 */
function checkPaymentReaders(c: Checking, signers: readonly (string | null)[]): void {
  const { account } = c.input
  for (const [i, txn] of c.txns.entries()) {
    const next = c.txns[i + 1]
    if (signers[i] !== account || !txn.payment || !next?.applicationCall) continue
    const reader = c.sdk.getApplicationAddress(next.applicationCall.appIndex).toString()
    if (reader === txn.payment.receiver.toString() && signers[i + 1] !== account)
      refuse(
        'call',
        `would let ${truncateAddress(next.sender.toString())} use your payment of ${algos(txn.payment.amount)} in a call of its own`,
      )
  }
  const missing = c.pending[0]
  if (missing) refuse('call', `leaves out a call you agreed to (${missing.method} on the contract of ${missing.name})`)
}

/** The amounts against what was agreed: payments, deposits, asset sends and fees. */
function checkTotals(c: Checking, fees: bigint): { totalPaid: bigint; deposits: bigint; feeCeiling: bigint } {
  const { intent, entries } = c.input
  const totalPaid = [...c.paid.values()].reduce((sum, amount) => sum + amount, 0n)
  const deposits = totalPaid - intent.pays
  const ceiling = intent.depositCeiling ?? 0n
  if (deposits < 0n || deposits > ceiling)
    refuse(
      'amount',
      `would pay ${algos(totalPaid)} instead of the ${algos(intent.pays)} you agreed to${ceiling > 0n ? ` (plus at most ${algos(ceiling)} of storage deposit)` : ''}`,
    )
  for (const [assetId, agreed] of intent.sends ?? []) {
    const amount = [...c.sent.values()].filter((s) => s.assetId === assetId).reduce((sum, s) => sum + s.amount, 0n)
    if (amount !== agreed)
      refuse('amount', `would send ${amount} units of asset ${assetId} instead of the ${agreed} you agreed to`)
  }
  const feeCeiling = MIN_TXN_FEE * (BigInt(entries.length) + c.innerTxns)
  if (fees > feeCeiling)
    refuse(
      'fee',
      `would charge ${algos(fees)} in network fees, more than the ${algos(feeCeiling)} its ${entries.length} transactions${c.innerTxns ? ` and ${c.innerTxns} inner ones` : ''} need`,
    )
  return { totalPaid, deposits, feeCeiling }
}

/**
 * Throws GroupRefusedError naming the first thing the group would do that the intent does not
 * allow; otherwise returns what the group takes from the account.
 */
export function checkGroup(sdk: typeof Algosdk, input: GroupCheckInput): CheckedGroup {
  const c = startChecking(sdk, input)
  const { entries } = input
  checkGroupId(sdk, entries, c.txns)
  checkValidity(c)
  const signers = signersOf(c)
  checkPaymentReaders(c, signers)
  const fees = c.txns.reduce((sum, txn, i) => (signers[i] ? sum + txn.fee : sum), 0n)
  const { totalPaid, deposits, feeCeiling } = checkTotals(c, fees)
  return {
    entries,
    payments: [...c.paid].map(([address, microalgos]) => ({ to: c.parties.get(address) as Party, microalgos })),
    assets: [...c.sent.values()].map((sent) => ({ ...sent, shown: amountWords(c, sent.assetId, sent.amount) })),
    deposits,
    calls: c.calls,
    fees,
    feeCeiling,
    addedMinBalance: c.addedMinBalance,
    total: totalPaid + fees,
    lastValid: c.txns.reduce((max, txn) => (txn.lastValid > max ? txn.lastValid : max), 0n),
    txId: (c.txns[0] as Algosdk.Transaction).txID(),
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
