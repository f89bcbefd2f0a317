/**
 * Verifying a social account or domain, pure: choose the field -> request a challenge -> the
 * user posts it (or types the code sent) -> confirm -> done | failed (Try again). No
 * transaction: the service checks and sets the verified field itself. A challenge left open
 * resumes where it was; one the service no longer knows (lapsed) is replaced by a new one.
 */
import type { VerifiableField } from '../api/types'

export interface Challenge {
  id: string
  challenge: string
}

/** `renewed`: set when the challenge replaces one that lapsed (the user is told). */
type VerifyStep =
  | { name: 'choose'; notice: string | null }
  | { name: 'requesting'; renewed?: true }
  | { name: 'challenge'; request: Challenge; renewed?: true }
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
  /** Go on with a challenge asked for earlier. */
  | { type: 'resume'; request: Challenge }
  /** Leave the challenge waiting and choose another field. */
  | { type: 'back' }
  /** The service no longer knows the challenge: ask for a new one, saying why. */
  | { type: 'lapsed' }

/** The message the user reads; failureMessage turns it into a sentence. */
export const VERIFICATION_FAILED = 'error in verification of field'
/** A challenge is waiting at the service that this browser does not have: a reason of its own. */
export const WAITING_ELSEWHERE = 'verify request outstanding elsewhere'

/** Opens on the choice, or on the challenge asked for earlier (`pending`). */
export function initialVerifyState(field: VerifiableField, pending: Challenge | null = null): VerifyState {
  return { step: pending ? { name: 'challenge', request: pending } : { name: 'choose', notice: null }, field, code: '' }
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
        : {
            ...state,
            code: '',
            step: {
              name: 'challenge',
              request: { id: event.id, challenge: event.challenge },
              ...(step.renewed ? { renewed: true } : {}),
            },
          }
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
    case 'resume':
      return step.name === 'choose'
        ? { ...state, code: '', step: { name: 'challenge', request: event.request } }
        : state
    case 'back':
      return step.name === 'challenge' ? { ...state, step: { name: 'choose', notice: null } } : state
    case 'lapsed':
      return step.name === 'confirming' ? { ...state, code: '', step: { name: 'requesting', renewed: true } } : state
  }
}
