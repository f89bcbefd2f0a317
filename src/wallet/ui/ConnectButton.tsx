/**
 * The header's wallet control: 'Connect wallet' (opens the connect dialog) or the account menu.
 * Both are loaded when first needed, not with the first page: a first visit has no wallet yet.
 */
import { lazy, Suspense, useEffect, useState } from 'react'
import { Button } from '@/ui/Button'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useWallet } from '../react'

const messages = i18n('wallet/ui/ConnectButton', {
  connect: 'Connect',
  connectWallet: 'Connect wallet',
})

const loadConnectDialog = () => import('./ConnectDialog')
const loadAccountMenu = () => import('./AccountMenu')
const ConnectDialog = lazy(() => loadConnectDialog().then((m) => ({ default: m.ConnectDialog })))
const AccountMenu = lazy(() => loadAccountMenu().then((m) => ({ default: m.AccountMenu })))

export function ConnectButton() {
  const t = useMessages(messages)
  const { activeAccount, isResuming } = useWallet()
  const [open, setOpen] = useState(false)
  // Once opened the dialog stays mounted, as a connection it started may still be going.
  const [dialogMounted, setDialogMounted] = useState(false)
  // A session being restored will need the menu: start loading it while the wallet answers.
  useEffect(() => {
    if (isResuming || activeAccount) void loadAccountMenu()
  }, [isResuming, activeAccount])
  const connect = () => {
    setDialogMounted(true)
    setOpen(true)
  }
  const connectButton = (
    <Button
      size="sm"
      variant="gradient"
      loading={isResuming || Boolean(activeAccount)}
      onClick={connect}
      onPointerEnter={() => void loadConnectDialog()}
      onFocus={() => void loadConnectDialog()}
    >
      {/* A phone's one-row header has room for the verb alone; its name stays whole. */}
      <span aria-hidden="true" className="sm:hidden">
        {t.connect}
      </span>
      <span className="max-sm:sr-only">{t.connectWallet}</span>
    </Button>
  )
  return (
    <>
      {activeAccount ? (
        <Suspense fallback={connectButton}>
          <AccountMenu onConnectAnother={connect} />
        </Suspense>
      ) : (
        connectButton
      )}
      {dialogMounted && (
        <Suspense fallback={null}>
          <ConnectDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  )
}
