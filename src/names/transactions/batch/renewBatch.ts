/**
 * Renewing several names, pure: each name is its own group, walked through the same steps as the
 * dialog's (prepare -> checked -> signed -> submitted -> confirmed) and reported per name. The
 * user agrees to the total of the checked groups, never to the estimate; a failure stops only its
 * name, and a failed name can be prepared again alone and agreed to again.
 */
import type { FlowEvent } from '../flow/machine'
import { rejectedNotice } from '../flow/machine'

export type RenewItemStep<G> =
  | { name: 'preparing' }
  /** Checked: its total is what the user agrees to. */
  | { name: 'ready'; group: G }
  /** Agreed to, waiting for its turn in the wallet. */
  | { name: 'queued'; group: G }
  | { name: 'signing'; group: G }
  | { name: 'submitting' }
  | { name: 'confirming'; txId: string }
  | { name: 'done'; txId: string; round: number }
  | { name: 'failed'; reason: string }

export interface RenewBatch<G> {
  years: number
  /** The names, in the order they are prepared and signed. */
  names: readonly string[]
  steps: Readonly<Record<string, RenewItemStep<G>>>
}

export type RenewBatchEvent<G> =
  /** What one name's run reported (the pipeline's own events). */
  | { type: 'item'; name: string; event: FlowEvent<never, G> }
  /** The user agreed to the total of every checked group. */
  | { type: 'approve' }
  /** The wallet is asked for this name now. */
  | { type: 'sign'; name: string }
  /** Prepare a failed name again, alone. */
  | { type: 'retry'; name: string }

export function startRenewBatch<G>(names: readonly string[], years: number): RenewBatch<G> {
  const unique = [...new Set(names)]
  return { years, names: unique, steps: Object.fromEntries(unique.map((name) => [name, { name: 'preparing' }])) }
}

function itemStep<G>(step: RenewItemStep<G>, event: FlowEvent<never, G>): RenewItemStep<G> {
  switch (event.type) {
    case 'prepared':
      return step.name === 'preparing' ? { name: 'ready', group: event.group } : step
    case 'signed':
      return step.name === 'signing' ? { name: 'submitting' } : step
    case 'submitted':
      return { name: 'confirming', txId: event.txId }
    case 'confirmed':
      return step.name === 'confirming' ? { name: 'done', txId: step.txId, round: event.round } : step
    case 'rejected':
      return { name: 'failed', reason: rejectedNotice() }
    case 'fail':
      return step.name === 'done' ? step : { name: 'failed', reason: event.reason }
    default:
      return step
  }
}

export function renewBatchReducer<G>(batch: RenewBatch<G>, event: RenewBatchEvent<G>): RenewBatch<G> {
  const set = (name: string, step: RenewItemStep<G>) => ({ ...batch, steps: { ...batch.steps, [name]: step } })
  const current = 'name' in event ? batch.steps[event.name] : undefined
  switch (event.type) {
    case 'item':
      return current ? set(event.name, itemStep(current, event.event)) : batch
    case 'approve': {
      const steps = { ...batch.steps }
      for (const [name, step] of Object.entries(steps))
        if (step.name === 'ready') steps[name] = { name: 'queued', group: step.group }
      return { ...batch, steps }
    }
    case 'sign':
      return current?.name === 'queued' ? set(event.name, { name: 'signing', group: current.group }) : batch
    case 'retry':
      return current?.name === 'failed' ? set(event.name, { name: 'preparing' }) : batch
  }
}

const named = <G>(batch: RenewBatch<G>, step: RenewItemStep<G>['name']) =>
  batch.names.filter((name) => batch.steps[name]?.name === step)

/** Checked groups waiting for the user's agreement, and what they take together. */
export function readyOf<G extends { total: bigint }>(batch: RenewBatch<G>): { names: string[]; total: bigint } {
  const names = named(batch, 'ready')
  const total = names.reduce((sum, name) => {
    const step = batch.steps[name]
    return step?.name === 'ready' ? sum + step.group.total : sum
  }, 0n)
  return { names, total }
}

/** The next agreed group for the wallet, once no other is being signed or sent. */
export function nextToSign<G>(batch: RenewBatch<G>): string | null {
  const busy = batch.names.some((name) => ['signing', 'submitting'].includes(batch.steps[name]?.name ?? ''))
  return busy ? null : (named(batch, 'queued')[0] ?? null)
}

export function countsOf<G>(batch: RenewBatch<G>): { done: number; failed: number; pending: number } {
  const done = named(batch, 'done').length
  const failed = named(batch, 'failed').length
  return { done, failed, pending: batch.names.length - done - failed }
}
