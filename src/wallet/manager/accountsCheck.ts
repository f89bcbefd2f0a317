import type { AddressCheck } from '@/lib/loadAddressCheck'
import { logger } from '@/lib/logger'
import { everyAddressPasses } from '../persist'
import type { ManagerContext } from './context'

export interface AccountsCheck {
  /** Resolves once every account held has passed its checksum; one that fails discards the wallets. */
  accountsChecked(): Promise<void>
  /** The checksum, once its hash has loaded. */
  loaded(): AddressCheck | null
}

/** The checksums of the accounts read from storage, whose hash loads after the first render. */
export function createAccountsCheck({ store, loadCheck }: ManagerContext): AccountsCheck {
  let addressCheck: AddressCheck | null = null
  let checking: Promise<void> | null = null
  return {
    accountsChecked() {
      if (store.getState().checked) return Promise.resolve()
      checking ??= loadCheck()
        .then((isAddress) => {
          addressCheck = isAddress
          if (everyAddressPasses(store.getState(), isAddress)) return store.setState({ checked: true })
          logger.error('Persisted state is invalid')
          store.setState({ wallets: {}, activeWallet: null, checked: true })
        })
        .finally(() => {
          checking = null
        })
      return checking
    },
    loaded: () => addressCheck,
  }
}
