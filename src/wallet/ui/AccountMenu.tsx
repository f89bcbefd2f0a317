/**
 * The connected account's menu: address (first 6 ... last 4), copy, switch account, switch
 * wallet, connect another, disconnect, in the app's one dropdown.
 */
import { DropdownMenu } from '@/ui/DropdownMenu'
import { notify } from '@/ui/notify'
import { truncateAddress } from '@/lib/address'
import { useWallet } from '../react'
import { walletErrorMessage } from './walletErrorMessage'

const item = 'w-full rounded px-3 py-1.5 text-start text-sm hover:bg-surface-2 focus-visible:outline-2'

export function AccountMenu({ onConnectAnother }: { onConnectAnother: () => void }) {
  const { activeWallet, activeAccount, wallets, setActiveAccount, setActiveWallet, disconnect } = useWallet()
  if (!activeWallet || !activeAccount) return null
  const others = wallets.filter((w) => w.isConnected && !w.isActive)
  const run = (close: () => void, action: () => unknown) => {
    close()
    try {
      void Promise.resolve(action()).catch((error: unknown) => notify.error(walletErrorMessage('Wallet action', error)))
    } catch (error) {
      notify.error(walletErrorMessage('Wallet action', error))
    }
  }
  async function copy() {
    try {
      await navigator.clipboard.writeText(activeAccount!.address)
      notify.success('Address copied')
    } catch {
      notify.error('Could not copy the address')
    }
  }

  return (
    <DropdownMenu
      label={
        <>
          <img src={activeWallet.icon} alt="" width={20} height={20} className="h-5 w-5 rounded-full" />
          <span className="font-mono max-sm:hidden">{truncateAddress(activeAccount.address)}</span>
        </>
      }
      buttonProps={{
        size: 'sm',
        'aria-label': `Account ${activeAccount.name} ${truncateAddress(activeAccount.address)}`,
        'data-testid': 'account-menu-button',
      }}
      panelClassName="w-72 p-2"
    >
      {(close) => (
        <>
          <p className="px-3 pt-1 text-xs opacity-70">
            {activeWallet.name} · {activeAccount.name}
          </p>
          <p className="px-3 pb-1 font-mono text-xs break-all" data-testid="active-address">
            {activeAccount.address}
          </p>
          <button type="button" className={item} onClick={() => run(close, copy)}>
            Copy address
          </button>
          {activeWallet.accounts.length > 1 && (
            <fieldset className="border-t border-line pt-1">
              <legend className="px-3 text-xs opacity-70">Switch account</legend>
              {activeWallet.accounts.map((account) => (
                <button
                  key={account.address}
                  type="button"
                  className={item}
                  aria-current={account.address === activeAccount.address || undefined}
                  onClick={() => run(close, () => setActiveAccount(account.address))}
                >
                  {account.name}{' '}
                  <span className="font-mono text-xs opacity-70">{truncateAddress(account.address)}</span>
                </button>
              ))}
            </fieldset>
          )}
          {others.length > 0 && (
            <fieldset className="border-t border-line pt-1">
              <legend className="px-3 text-xs opacity-70">Switch wallet</legend>
              {others.map((wallet) => (
                <button
                  key={wallet.id}
                  type="button"
                  className={item}
                  onClick={() => run(close, () => setActiveWallet(wallet.id))}
                >
                  {wallet.name}
                </button>
              ))}
            </fieldset>
          )}
          <div className="border-t border-line pt-1">
            <button type="button" className={item} onClick={() => run(close, onConnectAnother)}>
              Connect another wallet
            </button>
            <button
              type="button"
              className={`${item} text-red-700 dark:text-red-400`}
              onClick={() => run(close, () => disconnect())}
            >
              Disconnect
            </button>
          </div>
        </>
      )}
    </DropdownMenu>
  )
}
