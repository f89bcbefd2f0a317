/**
 * The check between the name service and the wallet: every entry of the group the API built
 * ("u" and "s") is decoded and held against the action's intent. A group that would do
 * anything the user did not agree to is refused with a sentence saying what it would have
 * done. Pure: algosdk is handed in, no I/O, no React.
 */
import type * as Algosdk from 'algosdk'
import type { NetworkFees } from '@/algod/params'
import { truncateAddress } from '@/lib/address'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { formatAlgos } from '@/lib/money'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { decodeCall } from './appCalls'
import { argsMatch } from './argsMatch'
import { assetAmountWords } from './assetAmountWords'
import { ASSET_MIN_BALANCE } from './checkFunds'
import { layoutOf } from './contractMethods'
import { capitalize, describeCall, type CallWords } from './describeCall'
import { feeCeiling, type FeeEntry } from './feeCeiling'
import { CALL_HEADROOM, sdkFeeUnits } from '../reference/fees'
import { GroupRefusedError, type RefusalCode } from './GroupRefusedError'
import type { DeclaredCall, Intent, Party } from './intent'

export interface GroupCheckInput {
  entries: readonly TxnGroupEntry[]
  intent: Intent
  /** The acting account: the only one whose money may move. */
  account: string
  /** The active network, as algod reports it. */
  network: { genesisId: string; genesisHash: string }
  /** algod's last round. */
  round: bigint
  /** What the network charges now (algod's suggested params): the fees may be that and no more. */
  fees: NetworkFees
  /**
   * Leave the fee rule to the caller, who applies it once the chain has said what the group
   * needs (simulate/feeBudget.ts): the ceiling is still worked out and returned.
   */
  feesLater?: boolean
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
  /** The most the fees may be: what the network charges for each entry the user signs, and each call's budget. */
  feeCeiling: bigint
  /** The network's fees the ceiling was worked out from. */
  networkFees: NetworkFees
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

// Each completes "the transaction group from the name service …" (GroupRefusedError).
const messages = i18n('names/transactions/check/checkGroup', {
  unreadable: params('has a transaction ({index}) that cannot be read'),
  size: count({ one: 'has {count} transaction', other: 'has {count} transactions' }),
  unknown: 'unknown',
  version: params('is for version {version} of the contract of {name}, which this app does not know'),
  network: params('is for another network ({network}), not the one this app is on'),
  expired: params('has expired (transaction {index} was valid until round {last}; the network is at {round})'),
  window: params('has a validity window (rounds {first} to {last}) that does not fit round {round}'),
  presigned: params('would spend from your account {account} with a signature that is not yours'),
  otherSigner: params('would ask you to sign for {account}, an account you did not act with'),
  note: params(
    count({
      one: 'would write a note ({count} byte) into transaction {index}, which moves your money: this action does not need it',
      other:
        'would write a note ({count} bytes) into transaction {index}, which moves your money: this action does not need it',
    }),
  ),
  lease: params('would put a lease on transaction {index}, which would block other transactions of yours'),
  rekey: params('would hand control of your account to {address}'),
  close: params('would send everything left in your account to {address}'),
  assetClose: params('would send all your units of asset {asset} to {address}'),
  keyreg: "would also change your account's consensus participation keys",
  acfg: 'would also create, change or destroy an asset',
  afrz: 'would also freeze or unfreeze an asset',
  stpf: 'would also send a state proof',
  hb: 'would also send a heartbeat',
  unusedType: params('would also send {kind}, which this action does not use'),
  pay: 'a payment',
  axfer: 'an asset transfer',
  appl: 'an app call',
  unknownType: 'a transaction of a kind this app does not know',
  createApp: 'would create a new application',
  optInApp: params('would opt your account in to application {app}'),
  closeOutApp: params('would close your account out of application {app}'),
  clearStateApp: params("would clear your account's state in application {app}"),
  changeCode: params('would change the code of application {app}'),
  deleteApp: params('would delete application {app}'),
  payToSelf: params('would pay {amount} to your own account {account}, which this action does not need'),
  alsoPay: params('would also pay {amount} to {address}'),
  takeUnits: params('would take units of asset {asset} from {address}'),
  assetOptIn: params('would opt your account in to asset {asset}, which this action does not need'),
  alsoSend: params('would also send {amount} units of asset {asset} to {to}'),
  otherApp: params('would call application {app}, which this action does not use'),
  notAMethod: params('would call the contract of {name} with arguments that are none of its methods'),
  call: params('would {action}'),
  foreign: params('would {action}, {extra}'),
  handAccounts: params('also handing it account {items}'),
  handAssets: params('also handing it asset {items}'),
  handApps: params('also handing it application {items}'),
  handBoxes: params('also handing it the storage of application {items}'),
  usesPayment: params('would let {address} use your payment of {amount} in a call of its own'),
  usesTransfer: params('would let {address} use your {amount} in a call of its own'),
  missingCall: params('leaves out a call you agreed to ({method} on the contract of {name})'),
  amount: params('would pay {paid} instead of the {agreed} you agreed to'),
  amountDeposit: params(
    'would pay {paid} instead of the {agreed} you agreed to (plus at most {ceiling} of storage deposit)',
  ),
  assetAmount: params('would send {amount} units of asset {asset} instead of the {agreed} you agreed to'),
  fee: params(
    'would charge {fees} in network fees, more than the {ceiling} your {count} transactions may pay (what the network asks, and what each call needs for the contract)',
  ),
  depositTo: params('would pay {paid} to {receiver}, more than the {ceiling} of storage this action writes there'),
  notAtomic:
    'is not one atomic group: its transactions carry different group ids, so part of it could go through alone',
  groupId: 'carries a group id that does not match its transactions',
  you: 'you',
})

type Messages = ReturnType<typeof messages.get>

/** Transaction types that no action sends, each with the refusal that names it. */
const FOREIGN_TYPES = ['keyreg', 'acfg', 'afrz', 'stpf', 'hb'] as const

/** The types an action may declare, named as a person would (the others are refused before). */
function typeNoun(t: Messages, type: string): string {
  if (type === 'pay') return t.pay
  if (type === 'axfer') return t.axfer
  return type === 'appl' ? t.appl : t.unknownType
}

/** The refusal of an app call's onComplete other than a plain call (NoOp). */
const ON_COMPLETE: Record<number, (t: Messages) => (values: { app: string }) => string> = {
  1: (t) => t.optInApp,
  2: (t) => t.closeOutApp,
  3: (t) => t.clearStateApp,
  4: (t) => t.changeCode,
  5: (t) => t.deleteApp,
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
    return refuse('decode', messages.get().unreadable({ index: index + 1 }))
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
  /** The entries the user signs, each with what its call may add to the fee. */
  feeEntries: FeeEntry[]
  paid: Map<string, bigint>
  sent: Map<string, { to: Party; assetId: bigint; amount: bigint }>
  addedMinBalance: bigint
}

function startChecking(sdk: typeof Algosdk, input: GroupCheckInput): Checking {
  const { entries, intent } = input
  const t = messages.get()
  if (entries.length === 0 || entries.length > 16) refuse('decode', t.size(entries.length))
  for (const call of intent.calls) {
    if (!layoutOf(call.contract, call.version ?? ''))
      refuse('version', t.version({ version: call.version || t.unknown, name: call.name }))
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
    feeEntries: [],
    paid: new Map(),
    sent: new Map(),
    addedMinBalance: 0n,
  }
}

const nameOf = (c: Checking, address: string) => c.parties.get(address)?.label ?? truncateAddress(address)

function amountWords(c: Checking, assetId: bigint, units: bigint): string {
  return assetId === 0n ? algos(units) : assetAmountWords(assetId, units, c.input.intent.units?.get(assetId))
}

function callWords(c: Checking, subject: string, index: number): CallWords {
  const { account } = c.input
  return {
    name: subject,
    who: (address) => (address === account ? messages.get().you : (c.named.get(address) ?? truncateAddress(address))),
    amount: (assetId, units) => amountWords(c, assetId, units),
    payment: c.txns[index - 1]?.payment?.amount,
  }
}

function checkValidity(c: Checking): void {
  const { sdk, txns } = c
  const { network, round } = c.input
  const t = messages.get()
  for (const [i, txn] of txns.entries()) {
    if (
      txn.genesisID !== network.genesisId ||
      sdk.bytesToBase64(txn.genesisHash ?? new Uint8Array()) !== network.genesisHash
    )
      refuse('network', t.network({ network: txn.genesisID ?? t.unknown }))
    if (txn.lastValid < round)
      refuse('validity', t.expired({ index: i + 1, last: String(txn.lastValid), round: String(round) }))
    if (
      txn.firstValid > round + FIRST_VALID_SLACK ||
      txn.lastValid - txn.firstValid > MAX_VALIDITY ||
      txn.lastValid < txn.firstValid
    )
      refuse('validity', t.window({ first: String(txn.firstValid), last: String(txn.lastValid), round: String(round) }))
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
        refuse('sender', messages.get().presigned({ account: nameOf(c, sender) }))
      return null
    }
    if (sender !== account && !c.coSigners.has(sender))
      refuse('sender', messages.get().otherSigner({ account: truncateAddress(sender) }))
    checkTxn(c, txn, i)
    return sender
  })
}

function checkTxn(c: Checking, txn: Algosdk.Transaction, index: number): void {
  const t = messages.get()
  // A note on an app call moves nothing (the SDK numbers its budget calls so); on a payment or transfer it is refused.
  if (txn.note && txn.note.length > 0 && !txn.applicationCall)
    refuse('note', t.note({ index: index + 1 })(txn.note.length))
  if (txn.lease && txn.lease.some((byte) => byte !== 0)) refuse('lease', t.lease({ index: index + 1 }))
  if (txn.rekeyTo) refuse('rekey', t.rekey({ address: truncateAddress(txn.rekeyTo.toString()) }))
  if (txn.payment?.closeRemainderTo)
    refuse('close', t.close({ address: truncateAddress(txn.payment.closeRemainderTo.toString()) }))
  if (txn.assetTransfer?.closeRemainderTo)
    refuse(
      'assetClose',
      t.assetClose({
        asset: String(txn.assetTransfer.assetIndex),
        address: truncateAddress(txn.assetTransfer.closeRemainderTo.toString()),
      }),
    )
  const type = txn.type as string
  const foreignType = FOREIGN_TYPES.find((foreign) => foreign === type)
  if (foreignType) refuse('type', t[foreignType])
  if (!(c.input.intent.types as readonly string[]).includes(type))
    refuse('type', t.unusedType({ kind: typeNoun(t, type) }))
  if (!txn.applicationCall) c.feeEntries.push({ txn, extraUnits: 0 })
  if (txn.payment) checkPayment(c, txn, txn.payment)
  if (txn.assetTransfer) checkAssetTransfer(c, txn, txn.assetTransfer)
  if (txn.applicationCall) {
    const call = txn.applicationCall
    const app = String(call.appIndex)
    if (call.appIndex === 0n) refuse('type', t.createApp)
    const onComplete = ON_COMPLETE[call.onComplete]
    if (onComplete) refuse('type', onComplete(t)({ app }))
    if (call.approvalProgram.length > 0 || call.clearProgram.length > 0) refuse('type', t.changeCode({ app }))
    checkCall(c, txn, call, index)
  }
}

function checkPayment(c: Checking, txn: Algosdk.Transaction, payment: Algosdk.PaymentTransactionFields): void {
  const sender = txn.sender.toString()
  const to = payment.receiver.toString()
  const { amount } = payment
  const t = messages.get()
  if (to === sender) refuse('padding', t.payToSelf({ amount: algos(amount), account: nameOf(c, sender) }))
  if (sender !== c.input.account || !c.parties.has(to))
    refuse('receiver', t.alsoPay({ amount: algos(amount), address: truncateAddress(to) }))
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
  const t = messages.get()
  const asset = String(assetIndex)
  if (assetSender) refuse('type', t.takeUnits({ asset, address: truncateAddress(assetSender.toString()) }))
  if (to === sender) {
    if (amount !== 0n || !(intent.optIns ?? []).includes(assetIndex)) refuse('type', t.assetOptIn({ asset }))
    c.addedMinBalance += ASSET_MIN_BALANCE
    return
  }
  if (sender !== account || !c.parties.has(to) || !intent.sends?.has(assetIndex))
    refuse('receiver', t.alsoSend({ amount: String(amount), asset, to: nameOf(c, to) }))
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
  const t = messages.get()
  const template = intent.calls.find((declared) => declared.app === call.appIndex)
  if (!template) refuse('app', t.otherApp({ app: String(call.appIndex) }))
  const layout = layoutOf(template.contract, template.version ?? '') ?? 'arc4'
  const decoded = decodeCall(c.sdk, template.contract, layout, call.appArgs)
  if (!decoded) refuse('call', t.notAMethod({ name: template.name }))
  if (decoded.method === 'gas' && decoded.args.length === 0) {
    // A budget call changes nothing: allowed to the apps the action calls. The SDK spreads the references
    // its calls need over the group's calls, so it may name what any declared call to that app may.
    const same = intent.calls.filter((declared) => declared.app === call.appIndex)
    const pooled = {
      contract: template.contract,
      app: call.appIndex,
      accounts: same.flatMap((d) => d.accounts ?? []),
      assets: same.flatMap((d) => d.assets ?? []),
      apps: same.flatMap((d) => d.apps ?? []),
    }
    const extra = foreignDiff(c, pooled, call)
    if (extra)
      refuse('foreign', t.foreign({ action: describeCall(decoded, callWords(c, template.name, index)), extra }))
    c.feeEntries.push({ txn, extraUnits: sdkFeeUnits(template.contract, 'gas', []) - 1 + CALL_HEADROOM })
    return
  }
  const said = describeCall(decoded, callWords(c, template.name, index))
  const match = c.pending.find(
    (declared) =>
      declared.app === call.appIndex &&
      (declared.from ?? account) === sender &&
      declared.method === decoded.method &&
      argsMatch(declared.args, decoded.args),
  )
  if (!match) refuse('call', t.call({ action: said }))
  const extra = foreignDiff(c, match, call)
  if (extra) refuse('foreign', t.foreign({ action: said, extra }))
  c.pending.splice(c.pending.indexOf(match), 1)
  c.feeEntries.push({ txn, extraUnits: sdkFeeUnits(match.contract, match.method, decoded.args) - 1 + CALL_HEADROOM })
  c.calls.push(capitalize(said))
}

/**
 * A contract reads the payment or transfer to it just before its call (an ARC-4 `pay` argument):
 * only a call the user signs (the account's, or a declared co-signer's) may follow it there, or
 * the money would buy for someone else.
 */
function checkPaymentReaders(c: Checking, signers: readonly (string | null)[]): void {
  const { account } = c.input
  const t = messages.get()
  for (const [i, txn] of c.txns.entries()) {
    const next = c.txns[i + 1]
    const moved = txn.payment ?? txn.assetTransfer
    if (signers[i] !== account || !moved || !next?.applicationCall) continue
    const reader = c.sdk.getApplicationAddress(next.applicationCall.appIndex).toString()
    if (reader !== moved.receiver.toString() || signers[i + 1]) continue
    const address = truncateAddress(next.sender.toString())
    if (txn.payment) refuse('call', t.usesPayment({ address, amount: algos(txn.payment.amount) }))
    const transfer = txn.assetTransfer as Algosdk.AssetTransferTransactionFields
    refuse('call', t.usesTransfer({ address, amount: amountWords(c, transfer.assetIndex, transfer.amount) }))
  }
  const missing = c.pending.find((declared) => !declared.optional)
  if (missing) refuse('call', t.missingCall({ method: missing.method, name: missing.name }))
}

/** The amounts against what was agreed: payments, deposits, asset sends and fees. */
function checkTotals(c: Checking, fees: bigint): { totalPaid: bigint; deposits: bigint; ceiling: bigint } {
  const { intent } = c.input
  const t = messages.get()
  const totalPaid = [...c.paid.values()].reduce((sum, amount) => sum + amount, 0n)
  const deposits = totalPaid - intent.pays
  const ceilingAt = (to: string) =>
    (intent.deposits ?? []).filter((d) => d.to === to).reduce((sum, d) => sum + d.ceiling, 0n)
  const ceiling = (intent.deposits ?? []).reduce((sum, d) => sum + d.ceiling, 0n)
  if (deposits < 0n || deposits > ceiling) {
    const said = { paid: algos(totalPaid), agreed: algos(intent.pays) }
    refuse('amount', ceiling > 0n ? t.amountDeposit({ ...said, ceiling: algos(ceiling) }) : t.amount(said))
  }
  // A deposit goes to the receiver whose storage it pays for: what one receiver gets beyond its own is the price.
  let beyond = 0n
  for (const [to, paid] of c.paid) {
    const own = ceilingAt(to)
    if (paid > own) beyond += paid - own
    if (beyond > intent.pays)
      refuse('amount', t.depositTo({ paid: algos(paid), receiver: nameOf(c, to), ceiling: algos(own) }))
  }
  for (const [assetId, agreed] of intent.sends ?? []) {
    const amount = [...c.sent.values()].filter((s) => s.assetId === assetId).reduce((sum, s) => sum + s.amount, 0n)
    if (amount !== agreed)
      refuse('amount', t.assetAmount({ amount: String(amount), asset: String(assetId), agreed: String(agreed) }))
  }
  const most = feeCeiling(c.feeEntries, c.input.fees)
  if (!c.input.feesLater && fees > most) refuseFees(fees, most, c.feeEntries.length)
  return { totalPaid, deposits, ceiling: most }
}

/** Refuses fees above the ceiling worked out from the network's fees and each call's budget. */
export function refuseFees(fees: bigint, ceiling: bigint, count: number): never {
  refuse('fee', messages.get().fee({ fees: algos(fees), ceiling: algos(ceiling), count }))
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
  const { totalPaid, deposits, ceiling } = checkTotals(c, fees)
  return {
    entries,
    payments: [...c.paid].map(([address, microalgos]) => ({ to: c.parties.get(address) as Party, microalgos })),
    assets: [...c.sent.values()].map((sent) => ({ ...sent, shown: amountWords(c, sent.assetId, sent.amount) })),
    deposits,
    calls: c.calls,
    fees,
    feeCeiling: ceiling,
    networkFees: input.fees,
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
  if (!group || txns.some((txn) => !bytesEqual(txn.group, group))) refuse('groupId', messages.get().notAtomic)
  // The id is computed over the transactions without their group field.
  const bare = entries.map((entry, i) => {
    const copy = decodeEntry(sdk, entry, i)
    copy.group = undefined
    return copy
  })
  if (!bytesEqual(sdk.computeGroupID(bare), group)) refuse('groupId', messages.get().groupId)
}

type References = Pick<DeclaredCall, 'contract' | 'app' | 'accounts' | 'assets' | 'apps'>

/** Every account, asset and app a call names: its foreign arrays, its access list (algosdk 3) and its boxes' apps. */
function referencesOf(call: Algosdk.ApplicationTransactionFields): {
  accounts: string[]
  assets: string[]
  apps: string[]
  boxes: string[]
} {
  const accounts = call.accounts.map(String)
  const assets = call.foreignAssets.map(String)
  const apps = call.foreignApps.map(String)
  const boxes = call.boxes.map((box) => String(box.appIndex))
  for (const ref of call.access) {
    if (ref.address) accounts.push(ref.address.toString())
    if (ref.appIndex !== undefined) apps.push(String(ref.appIndex))
    if (ref.assetIndex !== undefined) assets.push(String(ref.assetIndex))
    if (ref.holding) {
      accounts.push(ref.holding.address.toString())
      assets.push(String(ref.holding.assetIndex))
    }
    if (ref.locals) {
      accounts.push(ref.locals.address.toString())
      apps.push(String(ref.locals.appIndex))
    }
    if (ref.box) boxes.push(String(ref.box.appIndex))
  }
  return { accounts, assets, apps, boxes }
}

/**
 * What a call names beyond what the contract needs (the declared references), in words; null when
 * it names nothing else. Naming less is the contract's own failure, not a risk to the user.
 */
function foreignDiff(c: Checking, declared: References, call: Algosdk.ApplicationTransactionFields): string | null {
  const t = messages.get()
  const refs = referencesOf(call)
  // An account of the user's own, the app called, or box storage of the app called (0) needs no declaring.
  const own = [c.input.account, ...c.coSigners]
  const apps = [...(declared.apps ?? []).map(String), String(declared.app)]
  const lists: [readonly string[], readonly string[], (item: string) => string, typeof t.handAssets][] = [
    [[...(declared.accounts ?? []), ...own], refs.accounts, truncateAddress, t.handAccounts],
    [(declared.assets ?? []).map(String), refs.assets, (id) => id, t.handAssets],
    [apps, refs.apps, (id) => id, t.handApps],
    [[...apps, '0'], refs.boxes, (id) => id, t.handBoxes],
  ]
  for (const [agreed, actual, shown, handing] of lists) {
    const extra = actual.filter((item) => !agreed.includes(item))
    if (extra.length) return handing({ items: [...new Set(extra)].map(shown).join(', ') })
  }
  return null
}
