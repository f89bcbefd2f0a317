import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  cancelledNotice,
  rejectedNotice,
  termsNotice,
  flowReducer,
  initialFlowState,
  isBusy,
  type FlowEvent,
  type FlowState,
} from './machine'

type V = { years: number }
type G = { total: bigint }
const GROUP: G = { total: 5n }
const start = initialFlowState<V, G>({ years: 3 })
const run = (state: FlowState<V, G>, ...events: FlowEvent<V, G>[]) =>
  events.reduce((s, e) => flowReducer<V, G>(s, e), state)
const confirm = (requiresTerms = false, problem: string | null = null): FlowEvent<V, G> => ({
  type: 'confirm',
  requiresTerms,
  problem,
})
const TX = 'A'.repeat(52)

describe('flowReducer: transitions', () => {
  it('starts on review with the values and terms not accepted', () => {
    expect(start).toEqual({
      step: { name: 'review', notice: null },
      values: { years: 3 },
      termsAccepted: false,
      attempt: 0,
    })
  })

  it('edit and acceptTerms change review only', () => {
    const edited = run(start, { type: 'edit', values: { years: 5 } }, { type: 'acceptTerms', accepted: true })
    expect(edited.values).toEqual({ years: 5 })
    expect(edited.termsAccepted).toBe(true)
    const signing = run(edited, confirm())
    expect(run(signing, { type: 'edit', values: { years: 1 } })).toBe(signing)
    expect(run(signing, { type: 'acceptTerms', accepted: false })).toBe(signing)
  })

  it('confirm without accepted terms stays on review with the terms notice', () => {
    const state = run(start, confirm(true))
    expect(state.step).toEqual({ name: 'review', notice: termsNotice() })
    expect(state.attempt).toBe(0)
    // Accepting clears the notice; confirming then moves on.
    const accepted = run(state, { type: 'acceptTerms', accepted: true })
    expect(accepted.step).toEqual({ name: 'review', notice: null })
    expect(run(accepted, confirm(true)).step).toEqual({ name: 'prepare' })
  })

  it("confirm with the definition's own problem stays on review and says it", () => {
    expect(run(start, confirm(false, 'Enter at least 1 ALGO')).step).toEqual({
      name: 'review',
      notice: 'Enter at least 1 ALGO',
    })
  })

  it('the happy path: review -> prepare -> approve -> sign -> submitting -> confirming -> done', () => {
    const preparing = run(start, confirm())
    expect(preparing.step).toEqual({ name: 'prepare' })
    expect(preparing.attempt).toBe(1)
    // Our checks passed: the step says the network is running the group now.
    expect(run(preparing, { type: 'simulating' }).step).toEqual({ name: 'prepare', network: true })
    const approving = run(preparing, { type: 'prepared', group: GROUP })
    expect(approving.step).toEqual({ name: 'approve', group: GROUP })
    const signing = run(approving, { type: 'approve' })
    expect(signing.step).toEqual({ name: 'sign', group: GROUP })
    expect(signing.attempt).toBe(1)
    const submitting = run(signing, { type: 'signed' })
    expect(submitting.step).toEqual({ name: 'submitting' })
    const confirming = run(submitting, { type: 'submitted', txId: TX })
    expect(confirming.step).toEqual({ name: 'confirming', txId: TX })
    const done = run(confirming, { type: 'confirmed', round: 42 })
    expect(done.step).toEqual({ name: 'done', txId: TX, round: 42 })
    expect(done.values).toEqual({ years: 3 })
  })

  it('a failure while preparing, signing, submitting or confirming -> failed, keeping the txId once known', () => {
    const preparing = run(start, confirm())
    expect(run(preparing, { type: 'fail', reason: 'refused' }).step).toEqual({
      name: 'failed',
      reason: 'refused',
      txId: null,
    })
    const signing = run(preparing, { type: 'prepared', group: GROUP }, { type: 'approve' })
    expect(run(signing, { type: 'fail', reason: 'API down' }).step).toEqual({
      name: 'failed',
      reason: 'API down',
      txId: null,
    })
    const submitting = run(signing, { type: 'signed' })
    expect(run(submitting, { type: 'fail', reason: 'pool' }).step).toEqual({
      name: 'failed',
      reason: 'pool',
      txId: null,
    })
    const confirming = run(submitting, { type: 'submitted', txId: TX })
    expect(run(confirming, { type: 'fail', reason: 'late' }).step).toEqual({ name: 'failed', reason: 'late', txId: TX })
  })

  it('Try again asks for a fresh group with the same values and a new attempt; back returns to review', () => {
    const failed = run(start, { type: 'acceptTerms', accepted: true }, confirm(true), { type: 'fail', reason: 'x' })
    const retried = run(failed, { type: 'retry' })
    expect(retried.step).toEqual({ name: 'prepare' })
    expect(retried.attempt).toBe(2)
    expect(retried.values).toEqual(failed.values)
    expect(retried.termsAccepted).toBe(true)
    const back = run(failed, { type: 'back' })
    expect(back.step).toEqual({ name: 'review', notice: null })
    expect(back.termsAccepted).toBe(true)
  })

  it('a rejection in the wallet returns to review with everything as it was', () => {
    const before = run(start, { type: 'edit', values: { years: 7 } }, { type: 'acceptTerms', accepted: true })
    const after = run(
      before,
      confirm(true),
      { type: 'prepared', group: GROUP },
      { type: 'approve' },
      { type: 'rejected' },
    )
    expect(after.step).toEqual({ name: 'review', notice: rejectedNotice() })
    const { step: _a, attempt: _b, ...rest } = after
    const { step: _c, attempt: _d, ...restBefore } = before
    expect(rest).toEqual(restBefore)
  })

  it('Cancel: from approve back to the form; from sign back to review saying to dismiss the request, ignoring the wallet', () => {
    const approving = run(start, confirm(), { type: 'prepared', group: GROUP })
    expect(run(approving, { type: 'cancel' }).step).toEqual({ name: 'review', notice: null })
    const signing = run(approving, { type: 'approve' })
    const cancelled = run(signing, { type: 'cancel' })
    expect(cancelled.step).toEqual({ name: 'review', notice: cancelledNotice() })
    // A new attempt number: the wallet's late answer belongs to a run the dialog no longer follows.
    expect(cancelled.attempt).toBe(signing.attempt + 1)
    expect(run(cancelled, { type: 'signed' })).toBe(cancelled)
  })

  it('busy only while something is in flight', () => {
    const names = ['prepare', 'sign', 'submitting', 'confirming']
    for (const step of [
      { name: 'review', notice: null },
      { name: 'prepare' },
      { name: 'approve' },
      { name: 'sign' },
      { name: 'submitting' },
      { name: 'confirming', txId: TX },
      { name: 'done', txId: TX, round: 1 },
      { name: 'failed', reason: 'x', txId: null },
    ] as const) {
      expect(isBusy(step)).toBe(names.includes(step.name))
    }
  })
})

// Every event in every reachable state: events that do not apply return the same object,
// and the values survive whatever happens (nothing the user typed is ever lost).
const event: fc.Arbitrary<FlowEvent<V, G>> = fc.oneof(
  fc.constant({ type: 'simulating' as const }),
  fc.constant({ type: 'prepared' as const, group: GROUP }),
  fc.constant({ type: 'approve' as const }),
  fc.constant({ type: 'cancel' as const }),
  fc.record({ type: fc.constant('edit' as const), values: fc.record({ years: fc.integer({ min: 1, max: 20 }) }) }),
  fc.record({ type: fc.constant('acceptTerms' as const), accepted: fc.boolean() }),
  fc.record({
    type: fc.constant('confirm' as const),
    requiresTerms: fc.boolean(),
    problem: fc.option(fc.constant('bad'), { nil: null }),
  }),
  fc.constant({ type: 'rejected' as const }),
  fc.constant({ type: 'signed' as const }),
  fc.constant({ type: 'submitted' as const, txId: TX }),
  fc.record({ type: fc.constant('confirmed' as const), round: fc.nat() }),
  fc.record({ type: fc.constant('fail' as const), reason: fc.string() }),
  fc.constant({ type: 'retry' as const }),
  fc.constant({ type: 'back' as const }),
)

const ALLOWED: Record<string, Record<string, string[]>> = {
  review: { edit: ['review'], acceptTerms: ['review'], confirm: ['review', 'prepare'] },
  prepare: { simulating: ['prepare'], prepared: ['approve'], fail: ['failed'] },
  approve: { approve: ['sign'], cancel: ['review'] },
  sign: { rejected: ['review'], signed: ['submitting'], fail: ['failed'], cancel: ['review'] },
  submitting: { submitted: ['confirming'], fail: ['failed'] },
  confirming: { confirmed: ['done'], fail: ['failed'] },
  done: {},
  failed: { retry: ['prepare'], back: ['review'] },
}

describe('flowReducer: properties', () => {
  it('only the allowed transitions happen; values change only by edit on review', () => {
    fc.assert(
      fc.property(fc.array(event, { maxLength: 40 }), (events) => {
        let state = start
        for (const e of events) {
          const next = flowReducer(state, e)
          const allowed = ALLOWED[state.step.name]![e.type]
          if (!allowed) expect(next).toBe(state)
          else expect(allowed).toContain(next.step.name)
          if (e.type !== 'edit') expect(next.values).toBe(state.values)
          // A run starts (prepare) or is abandoned (cancel while signing): only then a new attempt.
          const started = next.step.name === 'prepare' && state.step.name !== 'prepare'
          const abandoned = state.step.name === 'sign' && e.type === 'cancel'
          expect(next.attempt - state.attempt).toBe(started || abandoned ? 1 : 0)
          state = next
        }
      }),
    )
  })
})
