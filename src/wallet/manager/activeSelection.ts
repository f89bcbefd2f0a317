import type { WalletId } from '@/config/networks'
import { WalletError } from '../WalletError'
import type { ManagerContext } from './context'

export interface ActiveSelection {
  setActiveWallet(id: WalletId): void
  setActiveAccount(address: string): void
}

/** Which connected wallet and account the app acts with: synchronous, from the menu's click. */
export function createActiveSelection({ store, setSession }: ManagerContext): ActiveSelection {
  return {
    setActiveWallet(id) {
      if (!store.getState().wallets[id]) throw new WalletError('notConnected', `Wallet not connected: ${id}`)
      store.setState({ activeWallet: id })
    },
    setActiveAccount(address) {
      const { activeWallet, wallets } = store.getState()
      const session = activeWallet ? wallets[activeWallet] : undefined
      const account = session?.accounts.find((a) => a.address === address)
      if (!activeWallet || !session || !account)
        throw new WalletError('notConnected', `Account not connected: ${address}`)
      setSession(activeWallet, { ...session, activeAccount: account }, false)
    },
  }
}
