/**
 * Where a name page's transaction and verification dialogs live: above the profile, so a dialog
 * outlives the part of the page that opened it (a mint turns the mint page into the profile, and
 * its Done step stays), and a Done step can go on into the next action on the same name. The
 * verification dialog belongs to another feature: the page hands it in (`verifyDialog`).
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { useWallet } from '@/wallet/react'
import type { NfdRecord, VerifiableField } from '../../api/types'
import { actionById } from '../registry'
import { ActionHostContext, type ActionHost, type HostedDialog } from '../../hooks/actionHost'

const TransactionDialog = lazy(() => import('./TransactionDialog'))

interface NameActionsHostProps {
  name: string
  /** The name's record as the page has it now (null: not minted): dialogs follow its changes. */
  record: NfdRecord | null
  /** A segment's root, when the page has it. */
  root?: NfdRecord | null | undefined
  /** The verification dialog, on `field` (none: the host opens no verification). */
  verifyDialog?: (dialog: VerifyDialogProps) => ReactNode
  /** How many verifications of this name wait for the connected account. */
  verifyWaiting?: number
  children: ReactNode
}

interface VerifyDialogProps {
  field: VerifiableField | undefined
  sender: string
  onClose: () => void
}

export function NameActionsHost({
  name,
  record,
  root,
  verifyDialog,
  verifyWaiting = 0,
  children,
}: NameActionsHostProps) {
  const { activeAddress } = useWallet()
  const [open, setOpen] = useState<HostedDialog | null>(null)
  const [verifyField, setVerifyField] = useState<VerifiableField | undefined>()
  const host = useMemo<ActionHost>(
    () => ({
      open: (dialog, field) => {
        setVerifyField(field)
        setOpen(dialog)
      },
      verifyWaiting,
    }),
    [verifyWaiting],
  )
  const close = () => setOpen(null)
  return (
    <ActionHostContext.Provider value={host}>
      {children}
      {activeAddress && open && (
        <Suspense fallback={null}>
          {open === 'verify' ? (
            verifyDialog?.({ field: verifyField, sender: activeAddress, onClose: close })
          ) : (
            <TransactionDialog
              key={open}
              definition={actionById(open)}
              name={name}
              record={record}
              root={root}
              sender={activeAddress}
              onClose={close}
              onUpgrade={() => setOpen('upgradeContract')}
            />
          )}
        </Suspense>
      )}
    </ActionHostContext.Provider>
  )
}
