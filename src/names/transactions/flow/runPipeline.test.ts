import { describe, expect, it, vi } from 'vitest'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { flowReducer, initialFlowState, type FlowEvent, type FlowState } from './machine'
import { prepare, signAndSubmit, type PrepareDeps, type SubmitDeps } from './runPipeline'

const GROUP: TxnGroupEntry[] = [
  { kind: 'u', bytes: Uint8Array.of(1) },
  { kind: 's', bytes: Uint8Array.of(2) },
]
const TX = 'T'.repeat(52)
type G = { entries: TxnGroupEntry[] }

function machine() {
  let state: FlowState<{ n: number }, G> = flowReducer(initialFlowState<{ n: number }, G>({ n: 1 }), {
    type: 'confirm',
    requiresTerms: false,
    problem: null,
  })
  return {
    dispatch: (event: FlowEvent<never, G>) => {
      state = flowReducer(state, event)
    },
    state: () => state,
  }
}

function prepareHarness(overrides: Partial<PrepareDeps<G>> = {}) {
  const m = machine()
  const deps: PrepareDeps<G> = {
    readChain: vi.fn(async () => undefined),
    build: vi.fn(async () => GROUP),
    check: vi.fn(async (entries: TxnGroupEntry[]) => ({ entries })),
    simulate: vi.fn(async (group: G) => group),
    onFailure: vi.fn(),
    describe: (error) => `said: ${(error as Error).message}`,
    dispatch: m.dispatch,
    ...overrides,
  }
  return { deps, state: m.state }
}

describe('prepare', () => {
  it('builds, checks, and shows the checked group', async () => {
    const h = prepareHarness()
    await prepare(h.deps)
    expect(h.deps.check).toHaveBeenCalledWith(GROUP)
    expect(h.state().step).toEqual({ name: 'approve', group: { entries: GROUP } })
    expect(h.deps.onFailure).not.toHaveBeenCalled()
  })

  it('the chain runs the checked group before it is shown; a refusal there fails it', async () => {
    const ran = { entries: GROUP, ran: true }
    const h = prepareHarness({ simulate: vi.fn(async () => ran) })
    await prepare(h.deps)
    expect(h.deps.simulate).toHaveBeenCalledWith({ entries: GROUP })
    expect(h.state().step).toEqual({ name: 'approve', group: ran })
    const refused = prepareHarness({ simulate: async () => Promise.reject(new Error('the contract refuses')) })
    await prepare(refused.deps)
    expect(refused.state().step).toEqual({ name: 'failed', reason: 'said: the contract refuses', txId: null })
  })

  it('a record the chain contradicts stops before the group is requested', async () => {
    const h = prepareHarness({ readChain: async () => Promise.reject(new Error('the chain says app 7')) })
    await prepare(h.deps)
    expect(h.deps.build).not.toHaveBeenCalled()
    expect(h.deps.check).not.toHaveBeenCalled()
    expect(h.state().step).toEqual({ name: 'failed', reason: 'said: the chain says app 7', txId: null })
    expect(h.deps.onFailure).toHaveBeenCalledOnce()
  })

  it.each([
    ['build', { build: async () => Promise.reject(new Error('api down')) }, 'said: api down'],
    ['check', { check: async () => Promise.reject(new Error('would also pay')) }, 'said: would also pay'],
  ] as const)('a failure in %s -> failed with the reason, and reported', async (_step, override, reason) => {
    const h = prepareHarness(override as Partial<PrepareDeps<G>>)
    await prepare(h.deps)
    expect(h.state().step).toEqual({ name: 'failed', reason, txId: null })
    expect(h.deps.onFailure).toHaveBeenCalledOnce()
  })
})

function submitHarness(overrides: Partial<SubmitDeps> = {}) {
  const calls: string[] = []
  const m = machine()
  m.dispatch({ type: 'prepared', group: { entries: GROUP } })
  m.dispatch({ type: 'approve' })
  const deps: SubmitDeps = {
    sign: vi.fn(async () => (calls.push('sign'), [Uint8Array.of(101), null])),
    verifySigned: vi.fn(
      (answers: (Uint8Array | null)[]) => (calls.push('verifySigned'), [answers[0]!, Uint8Array.of(2)]),
    ),
    savePending: vi.fn(() => void calls.push('savePending')),
    onSubmitRefused: vi.fn(() => void calls.push('onSubmitRefused')),
    submit: vi.fn(async () => (calls.push('submit'), TX)),
    confirm: vi.fn(async () => (calls.push('confirm'), { confirmedRound: 77n })),
    onConfirmed: vi.fn(() => void calls.push('onConfirmed')),
    isRejection: (error) => error instanceof Error && /rejected/i.test(error.message),
    describe: (error) => `said: ${(error as Error).message}`,
    dispatch: m.dispatch,
    ...overrides,
  }
  return { deps, calls, state: m.state }
}

describe('signAndSubmit', () => {
  it('signs, checks the answer, saves the pending record BEFORE sending, submits, confirms', async () => {
    const h = submitHarness()
    await signAndSubmit(h.deps)
    expect(h.calls).toEqual(['sign', 'verifySigned', 'savePending', 'submit', 'confirm', 'onConfirmed'])
    expect(h.deps.submit).toHaveBeenCalledWith([Uint8Array.of(101), Uint8Array.of(2)])
    expect(h.deps.onConfirmed).toHaveBeenCalledWith(TX, 77)
    expect(h.state().step).toEqual({ name: 'done', txId: TX, round: 77 })
  })

  it('a rejection in the wallet goes back to review; nothing is checked or submitted', async () => {
    const h = submitHarness({ sign: async () => Promise.reject(new Error('Transaction Request Rejected')) })
    await signAndSubmit(h.deps)
    expect(h.state().step.name).toBe('review')
    expect(h.calls).toEqual([])
  })

  it('a wallet answer that fails the check stops before anything is saved or sent', async () => {
    const h = submitHarness({
      verifySigned: () => {
        throw new Error('signed a different transaction')
      },
    })
    await signAndSubmit(h.deps)
    expect(h.state().step).toEqual({ name: 'failed', reason: 'said: signed a different transaction', txId: null })
    expect(h.deps.savePending).not.toHaveBeenCalled()
    expect(h.deps.submit).not.toHaveBeenCalled()
  })

  it('a refused submission fails and lets the caller drop the pending record', async () => {
    const h = submitHarness({ submit: async () => Promise.reject(new Error('overspend')) })
    await signAndSubmit(h.deps)
    expect(h.state().step).toEqual({ name: 'failed', reason: 'said: overspend', txId: null })
    expect(h.calls).toEqual(['sign', 'verifySigned', 'savePending', 'onSubmitRefused'])
  })

  it('not confirmed in time -> failed with the txId, the pending record kept', async () => {
    const h = submitHarness({
      confirm: async () => Promise.reject(new Error('Transaction not confirmed after 4 rounds')),
    })
    await signAndSubmit(h.deps)
    expect(h.state().step).toEqual({
      name: 'failed',
      reason: 'said: Transaction not confirmed after 4 rounds',
      txId: TX,
    })
    expect(h.deps.onSubmitRefused).not.toHaveBeenCalled()
    expect(h.deps.onConfirmed).not.toHaveBeenCalled()
  })
})
