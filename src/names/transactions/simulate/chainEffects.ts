/**
 * What the chain says a group will do to the user's accounts, from the transactions simulate
 * ran (the group's and every inner one): what leaves them and to whom, what arrives, what third
 * parties receive from the contracts, the assets opted in, and the balance after. Pure.
 */
import type { SimulatedTxn } from '@/algod/simulate'
import { ASSET_MIN_BALANCE } from '../check/checkFunds'

/** One movement of ALGO (assetId 0n) or an asset's base units between two accounts. */
export interface Movement {
  from: string
  to: string
  assetId: bigint
  amount: bigint
  /** Made by a contract (an inner transaction), not by the group itself. */
  inner: boolean
}

export interface ChainEffects {
  /** What leaves the user's accounts for others, the group's own payments included. */
  out: Movement[]
  /** What arrives in the user's accounts from others (the name's asset, a refund). */
  in: Movement[]
  /** What the contracts pay or send to third parties (the seller's share): inner transactions only. */
  others: Movement[]
  /** Assets the user's accounts opt in to. */
  optIns: bigint[]
  /** µALGO of fees the user's accounts pay. */
  fees: bigint
  /** µALGO leaving the user's accounts in all: payments, close-outs and fees. */
  algoOut: bigint
  /** µALGO arriving in them from others. */
  algoIn: bigint
  /** µALGO the accounts must keep in addition: a holding for each asset opted in. */
  addedMinBalance: bigint
  /** How many inner transactions the contracts make. */
  innerCount: number
}

const ALGO = 0n

function movementsOf(txn: SimulatedTxn): Movement[] {
  const inner = txn.path.length > 1
  const assetId = txn.type === 'axfer' ? (txn.assetId ?? ALGO) : ALGO
  const from = txn.assetSender ?? txn.sender
  const moves: Movement[] = []
  if ((txn.type === 'pay' || txn.type === 'axfer') && txn.receiver && txn.amount > 0n && txn.receiver !== from)
    moves.push({ from, to: txn.receiver, assetId, amount: txn.amount, inner })
  if (txn.closeTo && txn.closed && txn.closed > 0n)
    moves.push({ from, to: txn.closeTo, assetId, amount: txn.closed, inner })
  return moves
}

/** The effects on `accounts` (the acting account and the user's co-signers) of what simulate ran. */
export function chainEffectsOf(txns: readonly SimulatedTxn[], accounts: readonly string[]): ChainEffects {
  const ours = new Set(accounts)
  const moves = txns.flatMap(movementsOf)
  const out = moves.filter((m) => ours.has(m.from) && !ours.has(m.to))
  const into = moves.filter((m) => ours.has(m.to) && !ours.has(m.from))
  const fees = txns.filter((t) => t.path.length === 1 && ours.has(t.sender)).reduce((sum, t) => sum + t.fee, 0n)
  const optIns = txns
    .filter((t) => t.type === 'axfer' && t.amount === 0n && !t.assetSender && t.receiver === t.sender)
    .filter((t) => ours.has(t.sender) && t.assetId !== undefined)
    .map((t) => t.assetId as bigint)
  const algo = (list: Movement[]) => list.filter((m) => m.assetId === ALGO).reduce((sum, m) => sum + m.amount, 0n)
  return {
    out,
    in: into,
    others: moves.filter((m) => m.inner && !ours.has(m.to) && !ours.has(m.from)),
    optIns,
    fees,
    algoOut: algo(out) + fees,
    algoIn: algo(into),
    addedMinBalance: ASSET_MIN_BALANCE * BigInt(optIns.length),
    innerCount: txns.filter((t) => t.path.length > 1).length,
  }
}
