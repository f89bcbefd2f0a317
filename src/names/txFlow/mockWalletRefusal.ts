/**
 * Mock build only. The mnemonic test wallet signs without asking anyone, so a browser test
 * cannot click "Reject" in it. Setting localStorage "mock:rejectNextSign" makes the next
 * signing request fail exactly as a wallet's refusal does ('Transaction Request Rejected').
 * In every other build the check is the constant false and the code is dropped.
 */
export const REJECT_NEXT_SIGN_KEY = 'mock:rejectNextSign'

export function refuseIfAskedByMockWallet(): void {
  if (import.meta.env.VITE_NETWORK !== 'mock') return
  if (localStorage.getItem(REJECT_NEXT_SIGN_KEY) === null) return
  localStorage.removeItem(REJECT_NEXT_SIGN_KEY)
  throw new Error('Transaction Request Rejected')
}
