import { i18n, params } from '@/lib/i18n/i18n'
import { WalletError } from './WalletError'

const messages = i18n('wallet/WalletLoadError', {
  notLoaded: params('{wallet} could not be loaded'),
})

/**
 * A wallet's adapter or SDK could not be loaded (its chunk did not download, or its code threw
 * as it ran). The message names the wallet; `reason` is what went wrong, for the user to read.
 */
export class WalletLoadError extends WalletError {
  readonly reason: string

  constructor(walletName: string, cause: unknown) {
    super('notLoaded', messages.get().notLoaded({ wallet: walletName }), { cause })
    this.name = 'WalletLoadError'
    this.reason = cause instanceof Error ? cause.message : String(cause)
  }
}
