/**
 * Whether a wallet call ended because the user said no: a rejection in the wallet, a closed
 * popup, or Cancel in the app. Wallets word it differently; these are the words they use.
 */
const CANCELLED = /closed|cancel|reject|denied|declined|abort|Operation cancelled|User rejected/i

export function isUserCancellation(error: unknown): boolean {
  return CANCELLED.test(error instanceof Error ? error.message : String(error))
}
