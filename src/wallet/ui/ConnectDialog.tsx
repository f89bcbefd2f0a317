/**
 * Lists the active network's wallets with their icons; picking one connects it. A wallet's
 * adapter (and SDK) loads when the pointer or focus reaches its button, so the click reaches
 * the wallet with nothing awaited before (a wallet's popup must open inside the click), while
 * no SDK loads for a wallet nobody points at. A wallet that never answers can be given up:
 * Cancel, or closing the dialog, stops the wait. A wallet whose code fails to load says so here,
 * with the reason and Retry; a failed preload is only logged, and the click loads again.
 */
import { useRef, useState } from 'react'
import type { WalletId } from '@/config/networks'
import { notify } from '@/ui/notify'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { logger } from '@/lib/logger'
import { useWallet } from '../react'
import { WalletLoadError } from '../WalletLoadError'
import { walletErrorMessage } from './walletErrorMessage'

const messages = i18n('wallet/ui/ConnectDialog', {
  title: 'Connect a wallet',
  description: 'Choose the wallet you hold your account in.',
  retry: 'Retry',
  noWallet: 'No wallet is available on this network.',
  connected: 'Connected',
  connecting: params('Connecting {wallet}'),
  cancel: 'Cancel',
})

export function ConnectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useMessages(messages)
  const { wallets, connect, prepare } = useWallet()
  const [pending, setPending] = useState<WalletId | null>(null)
  const [loadFailure, setLoadFailure] = useState<{ id: WalletId; error: WalletLoadError } | null>(null)
  const waiting = useRef<AbortController | null>(null)
  const load = (id: WalletId) => prepare(id).catch((error: unknown) => logger.warn(`Loading ${id} failed`, error))

  function close() {
    waiting.current?.abort()
    setLoadFailure(null)
    onClose()
  }

  async function pick(id: WalletId) {
    const controller = new AbortController()
    waiting.current = controller
    setPending(id)
    setLoadFailure(null)
    try {
      await connect(id, { signal: controller.signal })
      onClose()
    } catch (error) {
      // The session stays as it was; the user gets one short line, or the dialog says what failed to load.
      if (error instanceof WalletLoadError) setLoadFailure({ id, error })
      else notify.error(walletErrorMessage('Connecting', error))
    } finally {
      if (waiting.current === controller) waiting.current = null
      setPending(null)
    }
  }

  return (
    <Dialog open={open} onClose={close} title={t.title} description={t.description}>
      {loadFailure && (
        <div role="alert" data-testid="wallet-load-error" className="mb-3 rounded-lg border border-line p-3 text-sm">
          <p className="font-medium">{loadFailure.error.message}</p>
          {/* The browser's or the SDK's own words, as they were given. */}
          <p className="opacity-80" translate="no">
            {loadFailure.error.reason}
          </p>
          <button
            type="button"
            onClick={() => void pick(loadFailure.id)}
            disabled={pending !== null}
            className="mt-2 rounded-lg border border-line px-3 py-1 hover:bg-surface-2 focus-visible:outline-2"
          >
            {t.retry}
          </button>
        </div>
      )}
      {wallets.length === 0 ? (
        <p className="text-sm">{t.noWallet}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {wallets.map((wallet) => (
            <li key={wallet.id}>
              <button
                type="button"
                onClick={() => void pick(wallet.id)}
                onPointerEnter={() => void load(wallet.id)}
                onFocus={() => void load(wallet.id)}
                disabled={pending !== null}
                className="flex w-full items-center gap-3 rounded-lg border border-line px-3 py-2 text-start hover:bg-surface-2 focus-visible:outline-2 disabled:opacity-60"
              >
                <img src={wallet.icon} alt="" width={32} height={32} className="h-8 w-8 rounded-full" />
                <span className="flex-1 font-medium" translate="no">
                  {wallet.name}
                </span>
                {wallet.isConnected && <span className="text-xs opacity-70">{t.connected}</span>}
                {pending === wallet.id && <Spinner label={t.connecting({ wallet: wallet.name })} />}
              </button>
            </li>
          ))}
        </ul>
      )}
      {pending !== null && (
        <button
          type="button"
          onClick={() => waiting.current?.abort()}
          className="mt-3 rounded-lg border border-line px-3 py-1 text-sm hover:bg-surface-2 focus-visible:outline-2"
        >
          {t.cancel}
        </button>
      )}
    </Dialog>
  )
}
