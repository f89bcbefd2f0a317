/**
 * The error a wallet gives when the user refuses a signing request, shaped like the real ones:
 * Pera's words ('Transaction Request Rejected') and ARC-0001's code 4001 (User Rejected
 * Request). The UI recognises it as a cancellation (walletErrorMessage.isUserCancellation).
 */
import { USER_REJECTED_CODE } from '../isUserCancellation'

export class SigningRejectedError extends Error {
  readonly code = USER_REJECTED_CODE

  constructor() {
    super('Transaction Request Rejected')
    this.name = 'SigningRejectedError'
  }
}
