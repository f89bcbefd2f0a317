/** The manager the mounted WalletProvider uses, for the mock build's test harness only. */
import type { WalletManager } from './store'

let current: WalletManager | null = null

export function setCurrentManager(manager: WalletManager | null): void {
  current = manager
}

export function getCurrentManager(): WalletManager {
  if (!current) throw new Error('No WalletProvider is mounted')
  return current
}
