/**
 * The transaction dialog's state machine, pure: review -> sign -> submitting -> confirming ->
 * done | failed (with Try again). The form values and the terms checkbox live beside the step,
 * so a rejection in the wallet or a failure never loses what the user typed.
 */

export type FlowStepName = 'review' | 'sign' | 'submitting' | 'confirming' | 'done' | 'failed'

export type FlowStep =
  | { name: 'review'; notice: string | null }
  | { name: 'sign' }
  | { name: 'submitting' }
  | { name: 'confirming'; txId: string }
  | { name: 'done'; txId: string; round: number }
  | { name: 'failed'; reason: string; txId: string | null }

export interface FlowState<V> {
  step: FlowStep
  values: V
  termsAccepted: boolean
  /** How many times the pipeline started: lets the runner ignore a stale run's answers. */
  attempt: number
}

export type FlowEvent<V> =
  | { type: 'edit'; values: V }
  | { type: 'acceptTerms'; accepted: boolean }
  /** The user pressed the main button on review. `problem` is the definition's own check. */
  | { type: 'confirm'; requiresTerms: boolean; problem: string | null }
  /** The wallet (or the user in it) refused: back to review, nothing lost. */
  | { type: 'rejected' }
  | { type: 'signed' }
  | { type: 'submitted'; txId: string }
  | { type: 'confirmed'; round: number }
  | { type: 'fail'; reason: string }
  | { type: 'retry' }
  /** From failed, back to the form to change something. */
  | { type: 'back' }

export const TERMS_NOT_ACCEPTED = 'User did not accept terms'
export const TERMS_NOTICE = 'Accept the terms of service to continue.'
export const REJECTED_NOTICE = 'You declined the request in your wallet. Nothing was sent; you can try again.'

export function initialFlowState<V>(values: V): FlowState<V> {
  return { step: { name: 'review', notice: null }, values, termsAccepted: false, attempt: 0 }
}

/** Steps during which the dialog must not be closed by accident (something is in flight). */
export function isBusy(step: FlowStep): boolean {
  return step.name === 'sign' || step.name === 'submitting' || step.name === 'confirming'
}

/** An event that does not apply to the current step leaves the state untouched (same object). */
export function flowReducer<V>(state: FlowState<V>, event: FlowEvent<V>): FlowState<V> {
  const { step } = state
  switch (event.type) {
    case 'edit':
      return step.name === 'review' ? { ...state, values: event.values, step: { name: 'review', notice: null } } : state
    case 'acceptTerms':
      return step.name === 'review'
        ? { ...state, termsAccepted: event.accepted, step: { name: 'review', notice: null } }
        : state
    case 'confirm':
      if (step.name !== 'review') return state
      if (event.problem) return { ...state, step: { name: 'review', notice: event.problem } }
      if (event.requiresTerms && !state.termsAccepted)
        return { ...state, step: { name: 'review', notice: TERMS_NOTICE } }
      return { ...state, step: { name: 'sign' }, attempt: state.attempt + 1 }
    case 'rejected':
      return step.name === 'sign' ? { ...state, step: { name: 'review', notice: REJECTED_NOTICE } } : state
    case 'signed':
      return step.name === 'sign' ? { ...state, step: { name: 'submitting' } } : state
    case 'submitted':
      return step.name === 'submitting' ? { ...state, step: { name: 'confirming', txId: event.txId } } : state
    case 'confirmed':
      return step.name === 'confirming'
        ? { ...state, step: { name: 'done', txId: step.txId, round: event.round } }
        : state
    case 'fail':
      if (!isBusy(step)) return state
      return {
        ...state,
        step: { name: 'failed', reason: event.reason, txId: step.name === 'confirming' ? step.txId : null },
      }
    case 'retry':
      return step.name === 'failed' ? { ...state, step: { name: 'sign' }, attempt: state.attempt + 1 } : state
    case 'back':
      return step.name === 'failed' ? { ...state, step: { name: 'review', notice: null } } : state
  }
}
