import { describe, expect, it } from 'vitest'
import {
  VERIFICATION_FAILED,
  initialVerifyState,
  verifyReducer,
  type VerifyEvent,
  type VerifyState,
} from './verifyMachine'

const run = (state: VerifyState, ...events: VerifyEvent[]) => events.reduce(verifyReducer, state)
const start = initialVerifyState('twitter')
const REQUESTED: VerifyEvent = { type: 'requested', id: 'v1', challenge: 'abc', validated: false }

describe('verifyReducer', () => {
  it('choose -> requesting -> challenge -> confirming -> done', () => {
    const chosen = run(start, { type: 'choose', field: 'github' })
    expect(chosen.field).toBe('github')
    const requesting = run(chosen, { type: 'request', problem: null })
    expect(requesting.step).toEqual({ name: 'requesting' })
    const challenge = run(requesting, REQUESTED)
    expect(challenge.step).toEqual({ name: 'challenge', request: { id: 'v1', challenge: 'abc' } })
    const confirming = run(challenge, { type: 'setCode', code: '123' }, { type: 'confirm' })
    expect(confirming.code).toBe('123')
    expect(confirming.step.name).toBe('confirming')
    expect(run(confirming, { type: 'confirmed', confirmed: true }).step).toEqual({ name: 'done' })
  })

  it('a field the service validates at once needs no challenge', () => {
    expect(run(start, { type: 'request', problem: null }, { ...REQUESTED, validated: true }).step).toEqual({
      name: 'done',
    })
  })

  it('a local problem stays on choose with the notice', () => {
    expect(run(start, { type: 'request', problem: 'Set it first' }).step).toEqual({
      name: 'choose',
      notice: 'Set it first',
    })
  })

  it('not confirmed -> failed (spec wording); Try again re-checks the same challenge', () => {
    const failed = run(
      start,
      { type: 'request', problem: null },
      REQUESTED,
      { type: 'confirm' },
      { type: 'confirmed', confirmed: false },
    )
    expect(failed.step).toEqual({
      name: 'failed',
      reason: VERIFICATION_FAILED,
      request: { id: 'v1', challenge: 'abc' },
    })
    expect(run(failed, { type: 'retry' }).step).toEqual({ name: 'challenge', request: { id: 'v1', challenge: 'abc' } })
  })

  it('a failed request -> failed without a challenge; Try again starts over', () => {
    const failed = run(start, { type: 'request', problem: null }, { type: 'fail', reason: 'outstanding' })
    expect(failed.step).toEqual({ name: 'failed', reason: 'outstanding', request: null })
    expect(run(failed, { type: 'retry' }).step).toEqual({ name: 'choose', notice: null })
  })

  it('a challenge left open opens again where it was, and can be left waiting for another field', () => {
    const kept = { id: 'v7', challenge: 'kept' }
    const reopened = initialVerifyState('github', kept)
    expect(reopened).toEqual({ field: 'github', code: '', step: { name: 'challenge', request: kept } })
    const other = run(reopened, { type: 'back' }, { type: 'choose', field: 'domain' })
    expect(other.step).toEqual({ name: 'choose', notice: null })
    expect(other.field).toBe('domain')
    const resumed = run(other, { type: 'choose', field: 'github' }, { type: 'resume', request: kept })
    expect(resumed.step).toEqual({ name: 'challenge', request: kept })
    expect(resumed.field).toBe('github')
  })

  it('a challenge the service forgot: a new one is asked for, and it says it replaced the old', () => {
    const kept = { id: 'v7', challenge: 'kept' }
    const lapsed = run(initialVerifyState('github', kept), { type: 'confirm' }, { type: 'lapsed' })
    expect(lapsed.step).toEqual({ name: 'requesting', renewed: true })
    expect(run(lapsed, REQUESTED).step).toEqual({
      name: 'challenge',
      request: { id: 'v1', challenge: 'abc' },
      renewed: true,
    })
    // A first challenge says nothing of the kind.
    expect(run(start, { type: 'request', problem: null }, REQUESTED).step).not.toHaveProperty('renewed')
  })

  it('events out of place change nothing', () => {
    expect(run(start, { type: 'confirm' })).toBe(start)
    expect(run(start, REQUESTED)).toBe(start)
    expect(run(start, { type: 'confirmed', confirmed: true })).toBe(start)
    expect(run(start, { type: 'fail', reason: 'x' })).toBe(start)
    expect(run(start, { type: 'retry' })).toBe(start)
    expect(run(start, { type: 'setCode', code: '1' })).toBe(start)
    expect(run(start, { type: 'back' })).toBe(start)
    expect(run(start, { type: 'lapsed' })).toBe(start)
    const requesting = run(start, { type: 'request', problem: null })
    expect(run(requesting, { type: 'choose', field: 'domain' })).toBe(requesting)
    expect(run(requesting, { type: 'resume', request: { id: 'v1', challenge: 'abc' } })).toBe(requesting)
  })
})
