import { describe, expect, it } from 'vitest'
import { rejectedNotice, type FlowEvent } from '../flow/machine'
import {
  countsOf,
  nextToSign,
  readyOf,
  renewBatchReducer,
  startRenewBatch,
  type RenewBatch,
  type RenewBatchEvent,
} from './renewBatch'

type G = { total: bigint }
const run = (batch: RenewBatch<G>, ...events: RenewBatchEvent<G>[]) => events.reduce(renewBatchReducer<G>, batch)
const prepared = (name: string, total: bigint): RenewBatchEvent<G> => ({
  type: 'item',
  name,
  event: { type: 'prepared', group: { total } },
})
const item = (name: string, event: FlowEvent<never, G>): RenewBatchEvent<G> => ({
  type: 'item',
  name,
  event,
})
/** The wallet asked for `name`, which signs; the group is sent and confirmed. */
const goesThrough = (name: string, round: number): RenewBatchEvent<G>[] => [
  { type: 'sign', name },
  item(name, { type: 'signed' }),
  item(name, { type: 'submitted', txId: 'TX' }),
  item(name, { type: 'confirmed', round }),
]
const stepOf = (batch: RenewBatch<G>, name: string) => batch.steps[name]?.name

describe('renewBatch', () => {
  it('totals only the checked groups, and nothing is signed before the user agrees', () => {
    const batch = run(startRenewBatch<G>(['a.algo', 'b.algo', 'a.algo', 'c.algo'], 2), prepared('a.algo', 10n))
    expect(batch.names).toEqual(['a.algo', 'b.algo', 'c.algo'])
    expect(readyOf(batch)).toEqual({ names: ['a.algo'], total: 10n })
    const all = run(batch, prepared('b.algo', 5n), item('c.algo', { type: 'fail', reason: 'refused' }))
    expect(readyOf(all)).toEqual({ names: ['a.algo', 'b.algo'], total: 15n })
    expect(nextToSign(all)).toBeNull()
    expect(nextToSign(run(all, { type: 'approve' }))).toBe('a.algo')
  })

  it('signs one group at a time; a failure stops only its name', () => {
    let batch = run(startRenewBatch<G>(['a.algo', 'b.algo'], 1), prepared('a.algo', 1n), prepared('b.algo', 2n), {
      type: 'approve',
    })
    batch = run(batch, { type: 'sign', name: 'a.algo' })
    expect(nextToSign(batch)).toBeNull()
    batch = run(batch, item('a.algo', { type: 'signed' }), item('a.algo', { type: 'fail', reason: 'node said no' }))
    expect(batch.steps['a.algo']).toEqual({ name: 'failed', reason: 'node said no' })
    expect(nextToSign(batch)).toBe('b.algo')
    batch = run(batch, ...goesThrough('b.algo', 7))
    expect(batch.steps['b.algo']).toEqual({ name: 'done', txId: 'TX', round: 7 })
    expect(countsOf(batch)).toEqual({ done: 1, failed: 1, pending: 0 })
  })

  it('retries a failed name alone: prepared again and agreed to again; a done name stays done', () => {
    let batch = run(
      startRenewBatch<G>(['a.algo', 'b.algo'], 1),
      prepared('a.algo', 1n),
      prepared('b.algo', 2n),
      { type: 'approve' },
      { type: 'sign', name: 'a.algo' },
      item('a.algo', { type: 'rejected' }),
    )
    expect(batch.steps['a.algo']).toEqual({ name: 'failed', reason: rejectedNotice() })
    batch = run(batch, { type: 'retry', name: 'b.algo' }, { type: 'retry', name: 'a.algo' })
    expect(stepOf(batch, 'a.algo')).toBe('preparing')
    expect(stepOf(batch, 'b.algo')).toBe('queued')
    batch = run(batch, prepared('a.algo', 3n))
    expect(readyOf(batch)).toEqual({ names: ['a.algo'], total: 3n })
    expect(nextToSign(batch)).toBe('b.algo')
    batch = run(batch, ...goesThrough('b.algo', 3), item('b.algo', { type: 'fail', reason: 'late news' }), {
      type: 'retry',
      name: 'b.algo',
    })
    expect(stepOf(batch, 'b.algo')).toBe('done')
  })

  it('ignores a stale report: a prepared group arriving for a name that is no longer preparing', () => {
    const batch = run(startRenewBatch<G>(['a.algo'], 1), item('a.algo', { type: 'fail', reason: 'x' }))
    expect(stepOf(run(batch, prepared('a.algo', 1n)), 'a.algo')).toBe('failed')
    expect(run(batch, prepared('zzz.algo', 1n))).toBe(batch)
  })
})
