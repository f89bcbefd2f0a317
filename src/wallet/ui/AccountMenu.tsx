/**
 * The connected account's menu: address (first 6 ... last 4), copy, switch account, switch
 * wallet, connect another, disconnect, in the app's one dropdown.
 */
import { DropdownMenu } from '@/ui/DropdownMenu'
import { notify } from '@/ui/notify'
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useWallet } from '../react'
import { walletErrorMessage } from './walletErrorMessage'

const messages = i18n('wallet/ui/AccountMenu', {
  menu: params('Account {name} {address}'),
  copyAddress: 'Copy address',
  copied: 'Address copied',
  copyFailed: 'Could not copy the address',
  switchAccount: 'Switch account',
  switchWallet: 'Switch wallet',
  connectAnother: 'Connect another wallet',
  disconnect: 'Disconnect',
})

const item = 'w-full rounded px-3 py-1.5 text-start text-sm hover:bg-surface-2 focus-visible:outline-2'

/** Closes the menu, then runs the chosen action; a failure is one short toast. */
function run(close: () => void, action: () => unknown): void {
  close()
  try {
    void Promise.resolve(action()).catch((error: unknown) => notify.error(walletErrorMessage('Wallet action', error)))
  } catch (error) {
    notify.error(walletErrorMessage('Wallet action', error))
  }
}

async function copyAddress(address: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(address)
    notify.success(messages.get().copied)
  } catch {
    notify.error(messages.get().copyFailed)
  }
}

export function AccountMenu({ onConnectAnother }: { onConnectAnother: () => void }) {
  const t = useMessages(messages)
  const { activeWallet, activeAccount, wallets, setActiveAccount, setActiveWallet, disconnect } = useWallet()
  if (!activeWallet || !activeAccount) return null
  const others = wallets.filter((w) => w.isConnected && !w.isActive)

  return (
    <DropdownMenu
      label={
        <>
          <img src={activeWallet.icon} alt="" width={20} height={20} className="h-5 w-5 rounded-full" />
          <span className="font-mono max-2xl:hidden" translate="no">
            {truncateAddress(activeAccount.address)}
          </span>
        </>
      }
      buttonProps={{
        size: 'sm',
        'aria-label': t.menu({ name: activeAccount.name, address: truncateAddress(activeAccount.address) }),
        'data-testid': 'account-menu-button',
      }}
      panelClassName="w-72 p-2"
    >
      {(close) => (
        <>
          <p className="px-3 pt-1 text-xs opacity-70" translate="no">
            {activeWallet.name} · {activeAccount.name}
          </p>
          <p className="px-3 pb-1 font-mono text-xs break-all" data-testid="active-address" translate="no">
            {activeAccount.address}
          </p>
          <button type="button" className={item} onClick={() => run(close, () => copyAddress(activeAccount.address))}>
            {t.copyAddress}
          </button>
          {activeWallet.accounts.length > 1 && (
            <fieldset className="border-t border-line pt-1">
              <legend className="px-3 text-xs opacity-70">{t.switchAccount}</legend>
              {activeWallet.accounts.map((account) => (
                <button
                  key={account.address}
                  type="button"
                  className={item}
                  aria-current={account.address === activeAccount.address || undefined}
                  onClick={() => run(close, () => setActiveAccount(account.address))}
                >
                  <span translate="no">{account.name}</span>{' '}
                  <span className="font-mono text-xs opacity-70" translate="no">
                    {truncateAddress(account.address)}
                  </span>
                </button>
              ))}
            </fieldset>
          )}
          {others.length > 0 && (
            <fieldset className="border-t border-line pt-1">
              <legend className="px-3 text-xs opacity-70">{t.switchWallet}</legend>
              {others.map((wallet) => (
                <button
                  key={wallet.id}
                  type="button"
                  className={item}
                  onClick={() => run(close, () => setActiveWallet(wallet.id))}
                  translate="no"
                >
                  {wallet.name}
                </button>
              ))}
            </fieldset>
          )}
          <div className="border-t border-line pt-1">
            <button type="button" className={item} onClick={() => run(close, onConnectAnother)}>
              {t.connectAnother}
            </button>
            <button
              type="button"
              className={`${item} text-red-700 dark:text-red-400`}
              onClick={() => run(close, () => disconnect())}
            >
              {t.disconnect}
            </button>
          </div>
        </>
      )}
    </DropdownMenu>
  )
}
