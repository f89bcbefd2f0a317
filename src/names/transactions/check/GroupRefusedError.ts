import { i18n, params } from '@/lib/i18n/i18n'
import { AppError } from '@/lib/AppError'

const messages = i18n('names/transactions/check/GroupRefusedError', {
  refused: params('Refused: the transaction group from the name service {sentence}. Nothing was signed.'),
})

/** A group the verifier refused: what it would have done, in words, and a code for tests and reports. */
export type RefusalCode =
  | 'decode'
  | 'groupId'
  | 'network'
  | 'validity'
  | 'sender'
  | 'rekey'
  | 'close'
  | 'assetClose'
  | 'type'
  | 'receiver'
  | 'app'
  | 'call'
  | 'foreign'
  | 'version'
  | 'amount'
  | 'fee'
  | 'padding'
  | 'note'
  | 'lease'

export class GroupRefusedError extends AppError {
  constructor(
    readonly code: RefusalCode,
    /** Completes "The transaction group …": e.g. "would also pay 500 ALGO to ABCDEF...WXYZ". */
    readonly sentence: string,
  ) {
    super(messages.get().refused({ sentence }))
    this.name = 'GroupRefusedError'
  }
}
