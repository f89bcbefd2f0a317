/**
 * Verifying a social account or domain, pure: choose the field -> request a challenge -> the
 * user posts it (or types the code sent) -> confirm -> done | failed (Try again). No
 * transaction: the service checks and sets the verified field itself.
 */
import type { VerifiableField } from '../api/types'

interface Challenge {
  id: string
  challenge: string
}

type VerifyStep =
  | { name: 'choose'; notice: string | null }
  | { name: 'requesting' }
  | { name: 'challenge'; request: Challenge }
  | { name: 'confirming'; request: Challenge }
  | { name: 'done' }
  /** `request`: the challenge still stands, Try again re-checks it; null: start over. */
  | { name: 'failed'; reason: string; request: Challenge | null }

export interface VerifyState {
  step: VerifyStep
  field: VerifiableField
  /** What the user typed (the emailed code). */
  code: string
}

export type VerifyEvent =
  | { type: 'choose'; field: VerifiableField }
  | { type: 'request'; problem: string | null }
  | { type: 'requested'; id: string; challenge: string; validated: boolean }
  | { type: 'setCode'; code: string }
  | { type: 'confirm' }
  | { type: 'confirmed'; confirmed: boolean }
  | { type: 'fail'; reason: string }
  | { type: 'retry' }

/** The message the user reads; flowErrorMessage turns it into a sentence. */
export const VERIFICATION_FAILED = 'error in verification of field'

export function initialVerifyState(field: VerifiableField): VerifyState {
  return { step: { name: 'choose', notice: null }, field, code: '' }
}

export function verifyReducer(state: VerifyState, event: VerifyEvent): VerifyState {
  const { step } = state
  switch (event.type) {
    case 'choose':
      return step.name === 'choose' ? { ...state, field: event.field, step: { name: 'choose', notice: null } } : state
    case 'request':
      if (step.name !== 'choose') return state
      return { ...state, step: event.problem ? { name: 'choose', notice: event.problem } : { name: 'requesting' } }
    case 'requested':
      if (step.name !== 'requesting') return state
      // Some fields are checked at once (validated): no challenge to post.
      return event.validated
        ? { ...state, step: { name: 'done' } }
        : { ...state, code: '', step: { name: 'challenge', request: { id: event.id, challenge: event.challenge } } }
    case 'setCode':
      return step.name === 'challenge' ? { ...state, code: event.code } : state
    case 'confirm':
      return step.name === 'challenge' ? { ...state, step: { name: 'confirming', request: step.request } } : state
    case 'confirmed':
      if (step.name !== 'confirming') return state
      return {
        ...state,
        step: event.confirmed
          ? { name: 'done' }
          : { name: 'failed', reason: VERIFICATION_FAILED, request: step.request },
      }
    case 'fail':
      if (step.name === 'requesting') return { ...state, step: { name: 'failed', reason: event.reason, request: null } }
      if (step.name === 'confirming')
        return { ...state, step: { name: 'failed', reason: event.reason, request: step.request } }
      return state
    case 'retry':
      if (step.name !== 'failed') return state
      return {
        ...state,
        step: step.request ? { name: 'challenge', request: step.request } : { name: 'choose', notice: null },
      }
  }
}
