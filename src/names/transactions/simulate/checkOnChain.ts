/**
 * The chain runs the checked group before the wallet opens (algod's simulate). A group the
 * contract would refuse, or whose effects contradict what the review shows and the action
 * promised, is refused with a ChainRefusedError; so are fees above the budget the chain's need
 * sets (feeBudget.ts). Otherwise the report says what the chain will do. A node that cannot
 * simulate (no endpoint, an error, no answer in time) leaves the group to our own checks (and
 * our own fee budget), and the report says so: never a dead end.
 */
import { approvalProgramOf } from '@/algod/approvalProgram'
import { simulateGroup, type Simulation } from '@/algod/simulate'
import type { NetworkConfig } from '@/config/networks'
import { i18n, params } from '@/lib/i18n/i18n'
import { TimeoutError, foreignMessage } from '@/lib/errors'
import type { CheckedGroup } from '../check/checkGroup'
import { chainEffectsOf, type ChainEffects } from './chainEffects'
import { chainContradiction, type ChainPromise } from './chainContradiction'
import { ChainRefusedError } from './ChainRefusedError'
import { contractErrorAt } from '../../contracts/contractErrorAt'
import { contractRefusal, failingPc } from './contractRefusal'
import { feeBudgetOf, userFeeNeed, type FeeBudget, type FeeGroup } from './feeBudget'

const messages = i18n('names/transactions/simulate/checkOnChain', {
  noEndpoint: 'this network’s node does not offer simulation',
  timeout: 'the network did not answer in time',
  failed: params('the network could not run it ({detail})'),
})

export type ChainReport = (
  | {
      checked: true
      effects: ChainEffects
      /** µALGO in the acting account before the group. */
      balanceBefore: bigint
      /** Transactions the chain runs, the group's and the contracts'. */
      txnCount: number
      /** What the action promised beyond the money (the name delivered): the review names it. */
      promise: ChainPromise
    }
  /** Not simulated: why, in words that complete "Not checked with the network: …". */
  | { checked: false; reason: string }
) & {
  /** The most the user's fees may be, and what the chain says they need: decided here, after the chain ran the group. */
  fees: FeeBudget
}

export interface OnChainInput {
  net: NetworkConfig
  group: FeeGroup & Pick<CheckedGroup, 'total' | 'assets'>
  /** The acting account first, then the user's co-signers. */
  accounts: readonly string[]
  balanceBefore: bigint
  promise: ChainPromise
}

function notCheckedReason(error: unknown): string {
  const t = messages.get()
  if (error instanceof TimeoutError) return t.timeout
  const status = (error as { response?: { status?: unknown } } | null)?.response?.status
  if (status === 404 || status === 405 || status === 501) return t.noEndpoint
  return t.failed({ detail: foreignMessage(error) || String(status ?? '') })
}

/** The contract's message where its program stopped, read against the program as deployed; null where unknown. */
async function contractWordsOf(
  net: NetworkConfig,
  failure: Extract<Simulation, { ok: false }>,
): Promise<string | null> {
  const pc = failingPc(failure.message)
  if (failure.appId === null || pc === null) return null
  const contract = failure.appId === BigInt(net.registryAppId) ? 'registry' : 'name'
  try {
    return contractErrorAt(contract, pc, await approvalProgramOf(net, failure.appId))
  } catch {
    // The program could not be read: algod's own words stand.
    return null
  }
}

export async function checkOnChain(input: OnChainInput): Promise<ChainReport> {
  const { net, group } = input
  let simulation
  try {
    simulation = await simulateGroup(
      net,
      group.entries.map((e) => e.bytes),
      group.entries.map((e) => e.kind === 's'),
    )
  } catch (error) {
    return { checked: false, reason: notCheckedReason(error), fees: feeBudgetOf(group, null) }
  }
  if (!simulation.ok)
    throw new ChainRefusedError('contract', contractRefusal(simulation.message, await contractWordsOf(net, simulation)))
  const effects = chainEffectsOf(simulation.txns, input.accounts)
  const contradiction = chainContradiction(
    effects,
    { total: group.total, assets: group.assets.map(({ assetId, amount }) => ({ assetId, amount })) },
    input.promise,
  )
  if (contradiction) throw new ChainRefusedError('effects', contradiction)
  return {
    checked: true,
    effects,
    balanceBefore: input.balanceBefore,
    txnCount: simulation.txns.length,
    promise: input.promise,
    fees: feeBudgetOf(group, userFeeNeed(group, simulation)),
  }
}
