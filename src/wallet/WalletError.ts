/**
 * A failure of the app's own wallet code. Its message may be translated, so whoever reacts to it
 * (the UI's "cancelled", the flow's sentences, the error reporter) reads `code`, never the words.
 */
import { AppError } from '@/lib/AppError'

export type WalletErrorCode =
  /** The user gave up: Cancel in the app, or a prompt of the app's own closed. */
  | 'cancelled'
  /** No wallet, session or account to act with. */
  | 'notConnected'
  /** A transaction of the group is for another network than the app's. */
  | 'networkMismatch'
  /** The wallet is not in this browser, or not offered on this network. */
  | 'unavailable'
  /** The wallet's code could not be loaded. */
  | 'notLoaded'
  /** The browser refused the wallet's window. */
  | 'popupBlocked'
  /** The wallet never answered, or answered with nothing. */
  | 'noAnswer'
  /** The wallet connected no account. */
  | 'noAccounts'
  /** The app's network changed while the wallet was open. */
  | 'networkChanged'

export class WalletError extends AppError {
  constructor(
    readonly code: WalletErrorCode,
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options)
    this.name = 'WalletError'
  }
}
