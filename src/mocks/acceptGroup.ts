/**
 * The mock algod's judge of a submitted group. It accepts only when every signature verifies
 * (ed25519 against the sender, or its auth address when rekeyed), every "s" entry is byte for
 * byte what the service issued, every "u" transaction is unchanged, and balances suffice. Then
 * it applies the payments and the group's effect, and confirms it in the next round.
 */
import algosdk, { type SignedTransaction } from 'algosdk'
import { NETWORKS } from '@/config/networks'
import { splitMsgpackConcat } from './msgpackSplit'
import { holdingsOf, world } from './world'

const MIN_BALANCE = 100_000n

export type Verdict = { ok: true; txId: string } | { ok: false; message: string }

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  return a.length === b.length && a.every((byte, i) => byte === b[i])
}

async function signatureValid(stxn: SignedTransaction): Promise<string | null> {
  const sender = stxn.txn.sender.toString()
  const expected = world.authAddrs.get(sender) ?? sender
  if (!stxn.sig) return `transaction ${stxn.txn.txID()} is not signed`
  if ((stxn.sgnr?.toString() ?? sender) !== expected) {
    return `transaction ${stxn.txn.txID()}: should have been authorized by ${expected}`
  }
  const key = await crypto.subtle.importKey(
    'raw',
    new Uint8Array(algosdk.decodeAddress(expected).publicKey),
    { name: 'Ed25519' },
    false,
    ['verify'],
  )
  const ok = await crypto.subtle.verify(
    { name: 'Ed25519' },
    key,
    new Uint8Array(stxn.sig),
    new Uint8Array(stxn.txn.bytesToSign()),
  )
  return ok ? null : "At least one signature didn't pass verification"
}

function checkIssued(parts: Uint8Array[], stxns: SignedTransaction[]): string | null {
  const group = stxns[0]?.txn.group
  const issued = group ? world.issued.get(algosdk.bytesToBase64(group)) : undefined
  if (!issued) return null
  if (issued.entries.length !== parts.length)
    return `the group has ${parts.length} transactions, ${issued.entries.length} were issued`
  for (const [i, entry] of issued.entries.entries()) {
    const stxn = stxns[i] as SignedTransaction
    if (entry.kind === 's' && !sameBytes(entry.bytes, parts[i] as Uint8Array)) {
      return `entry ${i} ("s") is not the signed transaction the service issued`
    }
    if (entry.kind === 'u' && !sameBytes(entry.bytes, algosdk.encodeUnsignedTransaction(stxn.txn))) {
      return `entry ${i} ("u") was changed after it was issued`
    }
  }
  return null
}

/** µALGO each account spends (amounts + fees), and whether every account can afford it. */
export function checkBalances(stxns: SignedTransaction[]): string | null {
  const spend = new Map<string, bigint>()
  for (const { txn } of stxns) {
    const sender = txn.sender.toString()
    let out = txn.fee
    if (txn.payment) out += txn.payment.amount
    spend.set(sender, (spend.get(sender) ?? 0n) + out)
  }
  for (const [address, amount] of spend) {
    const balance = world.balances.get(address) ?? 0n
    if (balance - amount < MIN_BALANCE) {
      return `TransactionPool.Remember: transaction ${stxns[0]?.txn.txID()}: overspend (account ${address}, data {_struct:{} Status:Offline MicroAlgos:{Raw:${balance}}}, tried to spend {${amount}})`
    }
  }
  for (const { txn } of stxns) {
    if (!txn.assetTransfer) continue
    const sender = txn.sender.toString()
    const held = holdingsOf(sender).get(txn.assetTransfer.assetIndex)
    if (txn.assetTransfer.amount > 0n && (held ?? 0n) < txn.assetTransfer.amount) {
      return `TransactionPool.Remember: transaction ${txn.txID()}: underflow on subtracting ${txn.assetTransfer.amount} from sender amount ${held ?? 0}`
    }
  }
  return null
}

/** The group's own payments and transfers (its contracts' effects are the issued group's `apply`). */
export function move(stxns: SignedTransaction[]): void {
  const add = (address: string, delta: bigint) =>
    world.balances.set(address, (world.balances.get(address) ?? 0n) + delta)
  for (const { txn } of stxns) {
    const sender = txn.sender.toString()
    add(sender, -txn.fee)
    if (txn.payment) {
      add(sender, -txn.payment.amount)
      add(txn.payment.receiver.toString(), txn.payment.amount)
    }
    if (txn.assetTransfer) {
      const { assetIndex, amount, receiver } = txn.assetTransfer
      const from = holdingsOf(sender)
      from.set(assetIndex, (from.get(assetIndex) ?? 0n) - amount)
      const to = holdingsOf(receiver.toString())
      to.set(assetIndex, (to.get(assetIndex) ?? 0n) + amount)
    }
  }
}

/** What any node refuses before running a group: another network, or a transaction past its last round. */
export function checkLive(stxns: SignedTransaction[]): string | null {
  const genesisHash = NETWORKS[world.network].genesisHash as string
  for (const { txn } of stxns) {
    if (algosdk.bytesToBase64(txn.genesisHash ?? new Uint8Array()) !== genesisHash)
      return `transaction ${txn.txID()}: genesis hash mismatch (wrong network)`
    if (txn.lastValid < world.round)
      return `transaction ${txn.txID()}: txn dead: round ${world.round} outside of ${txn.firstValid}--${txn.lastValid}`
  }
  return null
}

export async function acceptGroup(body: Uint8Array): Promise<Verdict> {
  let parts: Uint8Array[]
  let stxns: SignedTransaction[]
  try {
    parts = splitMsgpackConcat(body)
    stxns = parts.map((part) => algosdk.decodeSignedTransaction(part))
  } catch (error) {
    return { ok: false, message: `msgpack decode error: ${(error as Error).message}` }
  }
  if (stxns.length === 0) return { ok: false, message: 'empty group' }
  const dead = checkLive(stxns)
  if (dead) return { ok: false, message: dead }
  const tampered = checkIssued(parts, stxns)
  if (tampered) return { ok: false, message: tampered }
  for (const stxn of stxns) {
    const problem = await signatureValid(stxn)
    if (problem) return { ok: false, message: problem }
  }
  const overspend = checkBalances(stxns)
  if (overspend) return { ok: false, message: overspend }

  move(stxns)
  const group = stxns[0]?.txn.group
  const groupId = group ? algosdk.bytesToBase64(group) : ''
  world.issued.get(groupId)?.apply()
  world.issued.delete(groupId)
  world.round += 1n
  parts.forEach((signed, i) =>
    world.confirmed.set((stxns[i] as SignedTransaction).txn.txID(), { round: world.round, signed }),
  )
  return { ok: true, txId: (stxns[0] as SignedTransaction).txn.txID() }
}
