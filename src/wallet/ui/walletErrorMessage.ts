/** A short toast text for a failed wallet action. Rejections and closed popups say so plainly. */
import { i18n, params } from '@/lib/i18n/i18n'
import { isUserCancellation } from '../isUserCancellation'

const messages = i18n('wallet/ui/walletErrorMessage', {
  connectingCancelled: 'Connecting cancelled',
  connectingFailed: params('Connecting failed: {reason}'),
  signingCancelled: 'Signing cancelled',
  signingFailed: params('Signing failed: {reason}'),
  switchingCancelled: 'Switching network cancelled',
  switchingFailed: params('Switching network failed: {reason}'),
  actionCancelled: 'Wallet action cancelled',
  actionFailed: params('Wallet action failed: {reason}'),
})

/** What the user was doing, each with its own two sentences (never put together from pieces). */
export type WalletAction = 'Connecting' | 'Signing' | 'Switching network' | 'Wallet action'

export function walletErrorMessage(action: WalletAction, error: unknown): string {
  const t = messages.get()
  const sentences: Record<WalletAction, readonly [string, typeof t.actionFailed]> = {
    Connecting: [t.connectingCancelled, t.connectingFailed],
    Signing: [t.signingCancelled, t.signingFailed],
    'Switching network': [t.switchingCancelled, t.switchingFailed],
    'Wallet action': [t.actionCancelled, t.actionFailed],
  }
  const [cancelled, failed] = sentences[action]
  if (isUserCancellation(error)) return cancelled
  return failed({ reason: error instanceof Error ? error.message : String(error) })
}
