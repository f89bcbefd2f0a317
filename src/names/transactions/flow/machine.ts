/**
 * The transaction dialog's state machine, pure: review -> prepare (build and check the group,
 * then the chain runs it)
 * -> approve (the user confirms what the group itself takes) -> sign -> submitting ->
 * confirming -> done | failed (with Try again, which asks for a fresh group). The form values
 * and the terms checkbox live beside the step, so a rejection in the wallet or a failure never
 * loses what the user typed. `G` is the checked group the approve and sign steps carry.
 */
import { i18n } from '@/lib/i18n/i18n'

export type FlowStepName = 'review' | 'prepare' | 'approve' | 'sign' | 'submitting' | 'confirming' | 'done' | 'failed'

type FlowStep<G> =
  | { name: 'review'; notice: string | null }
  /** `network`: our checks passed; the chain is running the group (simulate). */
  | { name: 'prepare'; network?: boolean }
  | { name: 'approve'; group: G }
  | { name: 'sign'; group: G }
  | { name: 'submitting' }
  | { name: 'confirming'; txId: string }
  | { name: 'done'; txId: string; round: number }
  | { name: 'failed'; reason: string; txId: string | null }

export interface FlowState<V, G = unknown> {
  step: FlowStep<G>
  values: V
  termsAccepted: boolean
  /** Bumped whenever a run starts or is abandoned: lets the runner ignore a stale run's answers. */
  attempt: number
}

export type FlowEvent<V, G = unknown> =
  | { type: 'edit'; values: V }
  | { type: 'acceptTerms'; accepted: boolean }
  /** The user pressed the main button on review. `problem` is the definition's own check. */
  | { type: 'confirm'; requiresTerms: boolean; problem: string | null }
  /** Our checks passed: the chain runs the group now. */
  | { type: 'simulating' }
  /** The group is built and passed every check: show it. */
  | { type: 'prepared'; group: G }
  /** The user agreed to what the checked group takes: open the wallet. */
  | { type: 'approve' }
  /** The user backed out: from approve to the form, or stopped waiting for the wallet. */
  | { type: 'cancel' }
  /** The wallet (or the user in it) refused: back to review, nothing lost. */
  | { type: 'rejected' }
  | { type: 'signed' }
  | { type: 'submitted'; txId: string }
  | { type: 'confirmed'; round: number }
  | { type: 'fail'; reason: string }
  | { type: 'retry' }
  /** From failed, back to the form to change something. */
  | { type: 'back' }

const messages = i18n('names/transactions/flow/machine', {
  terms: 'Accept the terms of service to continue.',
  rejected: 'You declined the request in your wallet. Nothing was sent; you can try again.',
  cancelled:
    'You stopped waiting for your wallet. Nothing was sent. If your wallet still shows the request, dismiss it there.',
})

// Read when the event happens, so the notice is in the language chosen then.
export const termsNotice = () => messages.get().terms
export const rejectedNotice = () => messages.get().rejected
export const cancelledNotice = () => messages.get().cancelled

export function initialFlowState<V, G = unknown>(values: V): FlowState<V, G> {
  return { step: { name: 'review', notice: null }, values, termsAccepted: false, attempt: 0 }
}

/** Steps during which the dialog must not be closed by accident (something is in flight). */
export function isBusy(step: { name: FlowStepName }): boolean {
  return step.name === 'prepare' || step.name === 'sign' || step.name === 'submitting' || step.name === 'confirming'
}

const review = <V, G>(state: FlowState<V, G>, notice: string | null, attempt = state.attempt): FlowState<V, G> => ({
  ...state,
  step: { name: 'review', notice },
  attempt,
})

/** An event that does not apply to the current step leaves the state untouched (same object). */
export function flowReducer<V, G>(state: FlowState<V, G>, event: FlowEvent<V, G>): FlowState<V, G> {
  const { step } = state
  switch (event.type) {
    case 'edit':
      return step.name === 'review' ? { ...review(state, null), values: event.values } : state
    case 'acceptTerms':
      return step.name === 'review' ? { ...review(state, null), termsAccepted: event.accepted } : state
    case 'confirm':
      if (step.name !== 'review') return state
      if (event.problem) return review(state, event.problem)
      if (event.requiresTerms && !state.termsAccepted) return review(state, termsNotice())
      return { ...state, step: { name: 'prepare' }, attempt: state.attempt + 1 }
    case 'simulating':
      return step.name === 'prepare' ? { ...state, step: { name: 'prepare', network: true } } : state
    case 'prepared':
      return step.name === 'prepare' ? { ...state, step: { name: 'approve', group: event.group } } : state
    case 'approve':
      return step.name === 'approve' ? { ...state, step: { name: 'sign', group: step.group } } : state
    case 'cancel':
      if (step.name === 'approve') return review(state, null)
      // The wallet may still answer: a new attempt number makes the runner ignore it.
      if (step.name === 'sign') return review(state, cancelledNotice(), state.attempt + 1)
      return state
    case 'rejected':
      return step.name === 'sign' ? review(state, rejectedNotice()) : state
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
      return step.name === 'failed' ? { ...state, step: { name: 'prepare' }, attempt: state.attempt + 1 } : state
    case 'back':
      return step.name === 'failed' ? review(state, null) : state
  }
}
