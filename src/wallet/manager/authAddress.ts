import { logger } from '@/lib/logger'
import { UNKNOWN_AUTH, type ManagerContext, type WalletStoreState } from './context'

export interface AuthAddress {
  /** Looks up the active account's auth address again (it follows the active account and network). */
  refresh(): Promise<void>
  /** The active account's auth address once its lookup has settled (signing needs the right signer). */
  settled(): Promise<string | null>
  /** Another account's auth address (a co-signer's), null when not rekeyed or when the lookup failed. */
  lookUp(address: string): Promise<string | null>
  stop(): void
}

const activeAddressOf = (s: WalletStoreState) =>
  s.activeWallet ? (s.wallets[s.activeWallet]?.activeAccount?.address ?? null) : null

/** The auth address of the active account (a rekeyed account signs through it), kept in the store. */
export function createAuthAddress({ store, network, fetchAuthAddress }: ManagerContext): AuthAddress {
  let authRequest = 0
  async function refresh(): Promise<void> {
    const request = ++authRequest
    const address = activeAddressOf(store.getState())
    store.setState({ authAddress: UNKNOWN_AUTH })
    if (!address) return
    let authAddr: string | null = null
    try {
      authAddr = (await fetchAuthAddress(network(), address)) ?? null
    } catch (error) {
      logger.error('Auth address lookup failed', error)
    }
    if (request === authRequest) store.setState({ authAddress: { status: 'ready', address: authAddr } })
  }
  const stop = store.subscribe((state, prev) => {
    if (activeAddressOf(state) !== activeAddressOf(prev) || state.activeNetwork !== prev.activeNetwork) {
      void refresh()
    }
  })
  return {
    refresh,
    stop,
    settled: () =>
      new Promise((resolve) => {
        const settle = (s: WalletStoreState) => {
          if (s.authAddress.status !== 'ready') return false
          unsubscribe()
          resolve(s.authAddress.address)
          return true
        }
        const unsubscribe = store.subscribe((s) => void settle(s))
        // No lookup ever started (the manager was not started): start one.
        if (!settle(store.getState()) && authRequest === 0) void refresh()
      }),
    async lookUp(address) {
      try {
        return (await fetchAuthAddress(network(), address)) ?? null
      } catch (error) {
        logger.error('Auth address lookup failed', error)
        return null
      }
    },
  }
}
