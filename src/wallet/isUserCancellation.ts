/**
 * Whether a wallet call ended because the user said no: a rejection in the wallet, a closed
 * popup, or Cancel in the app. The app's own failures say so by their code (their words may be
 * translated, and are never read here). Wallet SDKs word it differently; these are the words they
 * use. Injected providers may throw ARC-0001's plain error object (`{ code, message }`, not an
 * Error): its code 4001 is the user's refusal, whatever the words.
 */
import { AppError } from '@/lib/AppError'
import { WalletError } from './WalletError'

const CANCELLED = /closed|cancel|reject|denied|declined|abort|Operation cancelled|User rejected/i
/** ARC-0001's code for the user's refusal in the wallet. */
export const USER_REJECTED_CODE = 4001

export function isUserCancellation(error: unknown): boolean {
  if (error instanceof WalletError) return error.code === 'cancelled'
  if (error instanceof AppError) return false
  if (typeof error === 'object' && error !== null) {
    const { code, message } = error as { code?: unknown; message?: unknown }
    if (code === USER_REJECTED_CODE) return true
    if (typeof message === 'string') return CANCELLED.test(message)
  }
  return CANCELLED.test(String(error))
}
