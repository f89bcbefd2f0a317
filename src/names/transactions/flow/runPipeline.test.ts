import { describe, expect, it, vi } from 'vitest'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { flowReducer, initialFlowState, type FlowEvent, type FlowState } from './machine'
import { runPipeline, type PipelineDeps } from './runPipeline'

const U0 = Uint8Array.of(1)
const S1 = Uint8Array.of(2)
const U2 = Uint8Array.of(3)
const GROUP: TxnGroupEntry[] = [
  { kind: 'u', bytes: U0 },
  { kind: 's', bytes: S1 },
  { kind: 'u', bytes: U2 },
]
const TX = 'T'.repeat(52)

function harness(overrides: Partial<PipelineDeps> = {}) {
  const calls: string[] = []
  let state: FlowState<{ n: number }> = flowReducer(initialFlowState({ n: 1 }), {
    type: 'confirm',
    requiresTerms: false,
    problem: null,
  })
  const deps: PipelineDeps = {
    build: vi.fn(async () => (calls.push('build'), GROUP)),
    inspect: vi.fn(async () => (calls.push('inspect'), { lastValid: 1100n })),
    sign: vi.fn(
      async (group: Uint8Array[]) => (
        calls.push('sign'),
        group.map((b, i) => (i === 1 ? null : Uint8Array.of(b[0]! + 100)))
      ),
    ),
    submit: vi.fn(async () => (calls.push('submit'), TX)),
    confirm: vi.fn(async () => (calls.push('confirm'), { confirmedRound: 77n })),
    onSubmitted: vi.fn(() => void calls.push('onSubmitted')),
    onConfirmed: vi.fn(() => void calls.push('onConfirmed')),
    isRejection: (error) => error instanceof Error && /rejected/i.test(error.message),
    describe: (error) => `said: ${(error as Error).message}`,
    dispatch: (event: FlowEvent<never>) => {
      state = flowReducer(state, event)
    },
    ...overrides,
  }
  return { deps, calls, state: () => state }
}

describe('runPipeline', () => {
  it('runs every step in order; signs only the "u" entries and submits "s" untouched, in order', async () => {
    const h = harness()
    await runPipeline(h.deps)
    expect(h.calls).toEqual(['build', 'inspect', 'sign', 'submit', 'onSubmitted', 'confirm', 'onConfirmed'])
    expect(h.deps.sign).toHaveBeenCalledWith([U0, S1, U2], [0, 2])
    expect(h.deps.submit).toHaveBeenCalledWith([Uint8Array.of(101), S1, Uint8Array.of(103)])
    expect(h.deps.onSubmitted).toHaveBeenCalledWith(TX, 1100n)
    expect(h.deps.onConfirmed).toHaveBeenCalledWith(TX, 77)
    expect(h.state().step).toEqual({ name: 'done', txId: TX, round: 77 })
  })

  it('a rejection in the wallet goes back to review; nothing is submitted', async () => {
    const h = harness({ sign: async () => Promise.reject(new Error('Transaction Request Rejected')) })
    await runPipeline(h.deps)
    expect(h.state().step.name).toBe('review')
    expect(h.deps.submit).not.toHaveBeenCalled()
  })

  it.each([
    ['build', { build: async () => Promise.reject(new Error('api down')) }, 'said: api down', ['sign', 'submit']],
    [
      'inspect',
      { inspect: async () => Promise.reject(new Error('Insufficient balance')) },
      'said: Insufficient balance',
      ['sign', 'submit'],
    ],
    [
      'sign',
      { sign: async () => Promise.reject(new Error('Signing Error: network mismatch')) },
      'said: Signing Error: network mismatch',
      ['submit'],
    ],
    [
      'submit',
      { submit: async () => Promise.reject(new Error('overspend')) },
      'said: overspend',
      ['onSubmitted', 'confirm'],
    ],
  ] as const)(
    'a failure in %s -> failed with the reason, later steps skipped',
    async (_step, override, reason, skipped) => {
      const h = harness(override as Partial<PipelineDeps>)
      await runPipeline(h.deps)
      expect(h.state().step).toEqual({ name: 'failed', reason, txId: null })
      for (const name of skipped) expect(h.calls).not.toContain(name)
    },
  )

  it('a wallet that leaves a "u" entry unsigned fails before submitting', async () => {
    const h = harness({ sign: async (group) => group.map(() => null) })
    await runPipeline(h.deps)
    expect(h.state().step).toMatchObject({ name: 'failed' })
    expect(h.deps.submit).not.toHaveBeenCalled()
  })

  it('not confirmed in time -> failed with the txId, the pending record kept', async () => {
    const h = harness({ confirm: async () => Promise.reject(new Error('Transaction not confirmed after 4 rounds')) })
    await runPipeline(h.deps)
    expect(h.state().step).toEqual({
      name: 'failed',
      reason: 'said: Transaction not confirmed after 4 rounds',
      txId: TX,
    })
    expect(h.deps.onSubmitted).toHaveBeenCalled()
    expect(h.deps.onConfirmed).not.toHaveBeenCalled()
  })
})
