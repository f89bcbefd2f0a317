/** The header's wallet control: 'Connect wallet' (opens the connect dialog) or the account menu. */
import { useState } from 'react'
import { Button } from '@/ui/Button'
import { useWallet } from '../react'
import { AccountMenu } from './AccountMenu'
import { ConnectDialog } from './ConnectDialog'

export function ConnectButton() {
  const { activeAccount, isResuming } = useWallet()
  const [open, setOpen] = useState(false)
  return (
    <>
      {activeAccount ? (
        <AccountMenu onConnectAnother={() => setOpen(true)} />
      ) : (
        <Button size="sm" variant="gradient" loading={isResuming} onClick={() => setOpen(true)}>
          Connect wallet
        </Button>
      )}
      <ConnectDialog open={open} onClose={() => setOpen(false)} />
    </>
  )
}
