/** A short toast text for a failed wallet action. Rejections and closed popups say so plainly. */
import { isUserCancellation } from '../isUserCancellation'

export function walletErrorMessage(action: string, error: unknown): string {
  if (isUserCancellation(error)) return `${action} cancelled`
  const message = error instanceof Error ? error.message : String(error)
  return `${action} failed: ${message}`
}
