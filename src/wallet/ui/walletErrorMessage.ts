/** A short toast text for a failed wallet action. Rejections and closed popups say so plainly. */
const CANCELLED = /closed|cancel|reject|denied|declined|abort|Operation cancelled|User rejected/i

export function isUserCancellation(error: unknown): boolean {
  return CANCELLED.test(error instanceof Error ? error.message : String(error))
}

export function walletErrorMessage(action: string, error: unknown): string {
  if (isUserCancellation(error)) return `${action} cancelled`
  const message = error instanceof Error ? error.message : String(error)
  return `${action} failed: ${message}`
}
