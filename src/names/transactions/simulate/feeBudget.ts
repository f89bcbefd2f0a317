/**
 * The fee rule, decided once the chain has run the group: the user's entries may pay what our
 * own budget allows (each call's SDK budget at the network's current fees, check/feeCeiling.ts),
 * or, where the chain says the group needs more (a congested network, a contract that makes more
 * inner transactions), what it needs plus one minimum fee of headroom. Never more: a group that
 * pays above both is refused. Where the chain could not run it, our own budget alone. Pure.
 */
import type { Simulation } from '@/algod/simulate'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgos } from '@/lib/money'
import { refuseFees, type CheckedGroup } from '../check/checkGroup'
import { feeBySize } from '../check/feeCeiling'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { CALL_HEADROOM } from '../reference/fees'

// Completes "the transaction group from the name service …" (GroupRefusedError).
const messages = i18n('names/transactions/simulate/feeBudget', {
  fee: params(
    'would charge {fees} in network fees, more than the {most} your {count} transactions may pay (the {need} the network says they need, and one minimum fee more)',
  ),
})

export interface FeeBudget {
  /** µALGO the chain says the user's entries must pay (the group's need less what the service's entries pay); null: not simulated. */
  need: bigint | null
  /** The most the user's entries may pay. */
  most: bigint
  /** The chain's need raised it above our own budget. */
  raised: boolean
}

export type FeeGroup = Pick<CheckedGroup, 'entries' | 'fees' | 'feeCeiling' | 'networkFees' | 'signers'>

/** algod reports fee usage in millionths of a minimum fee, rounded up once for the whole group. */
const USAGE_UNIT = 1_000_000n

/**
 * µALGO the whole group needs in fees: algod's reported usage at the current minimum fee; from a
 * node that does not report it, each transaction of the group by its size and each inner one at
 * the minimum fee.
 */
function groupNeed(group: FeeGroup, simulation: Extract<Simulation, { ok: true }>): bigint {
  const { minFee } = group.networkFees
  if (simulation.usage !== null) return (simulation.usage * minFee + USAGE_UNIT - 1n) / USAGE_UNIT
  const own = group.entries.reduce(
    (sum, entry) => sum + feeBySize(entry.bytes.length, group.networkFees, entry.kind === 's'),
    0n,
  )
  const inner = simulation.txns.filter((t) => t.path.length > 1).length
  return own + minFee * BigInt(inner)
}

/** µALGO the user's entries must pay: what the group needs less what the service's presigned entries pay (fees pool). */
export function userFeeNeed(group: FeeGroup, simulation: Extract<Simulation, { ok: true }>): bigint {
  const service = simulation.txns
    .filter((t) => t.path.length === 1 && !group.signers[t.path[0] as number])
    .reduce((sum, t) => sum + t.fee, 0n)
  const need = groupNeed(group, simulation) - service
  return need > 0n ? need : 0n
}

/** The budget for the user's fees; throws GroupRefusedError ('fee') where the group pays more. */
export function feeBudgetOf(group: FeeGroup, need: bigint | null): FeeBudget {
  const chain = need === null ? null : need + group.networkFees.minFee * BigInt(CALL_HEADROOM)
  const raised = chain !== null && chain > group.feeCeiling
  const most = raised ? chain : group.feeCeiling
  const count = group.signers.filter(Boolean).length
  if (group.fees > most) {
    if (!raised || need === null) refuseFees(group.fees, most, count)
    const algos = (microalgos: bigint) => `${formatAlgos(microalgos)} ALGO`
    throw new GroupRefusedError(
      'fee',
      messages.get().fee({ fees: algos(group.fees), most: algos(most), need: algos(need), count }),
    )
  }
  return { need, most, raised }
}
