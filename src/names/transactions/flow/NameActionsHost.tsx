/**
 * Where a name page's transaction and verification dialogs live: above the profile, so a dialog
 * outlives the part of the page that opened it (a mint turns the mint page into the profile, and
 * its Done step stays), and a Done step can go on into the next action on the same name.
 */
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react'
import { useWallet } from '@/wallet/react'
import type { NfdRecord, VerifiableField } from '../../api/types'
import { actionById } from '../registry'
import { ActionHostContext, type ActionHost, type HostedDialog } from './actionHost'

const TransactionDialog = lazy(() => import('./TransactionDialog'))
const VerifyDialog = lazy(() => import('../../socials/VerifyDialog'))

interface NameActionsHostProps {
  name: string
  /** The name's record as the page has it now (null: not minted): dialogs follow its changes. */
  record: NfdRecord | null
  /** A segment's root, when the page has it. */
  root?: NfdRecord | null | undefined
  children: ReactNode
}

export function NameActionsHost({ name, record, root, children }: NameActionsHostProps) {
  const { activeAddress } = useWallet()
  const [open, setOpen] = useState<HostedDialog | null>(null)
  const [verifyField, setVerifyField] = useState<VerifiableField | undefined>()
  const host = useMemo<ActionHost>(
    () => ({
      open: (dialog, field) => {
        setVerifyField(field)
        setOpen(dialog)
      },
    }),
    [],
  )
  const close = () => setOpen(null)
  return (
    <ActionHostContext.Provider value={host}>
      {children}
      {activeAddress && open && (
        <Suspense fallback={null}>
          {open === 'verify' ? (
            <VerifyDialog name={name} record={record} sender={activeAddress} field={verifyField} onClose={close} />
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
