/**
 * The name page's dialog host with every dialog it opens: the transaction dialogs (transactions)
 * and the verification dialog (socials). Two features meet here, on the page, not in each other.
 */
import { lazy, type ReactNode } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { usePendingVerifications } from '@/names/socials/usePendingVerifications'
import { NameActionsHost } from '@/names/transactions/flow/NameActionsHost'

const VerifyDialog = lazy(() => import('@/names/socials/VerifyDialog'))

interface NameDialogsHostProps {
  name: string
  /** The name's record as the page has it now (null: not minted): dialogs follow its changes. */
  record: NfdRecord | null
  /** A segment's root, when the page has it. */
  root?: NfdRecord | null | undefined
  children: ReactNode
}

export function NameDialogsHost({ name, record, root, children }: NameDialogsHostProps) {
  const verifyWaiting = usePendingVerifications(name).length
  return (
    <NameActionsHost
      name={name}
      record={record}
      root={root}
      verifyWaiting={verifyWaiting}
      verifyDialog={({ field, sender, onClose }) => (
        <VerifyDialog name={name} record={record} sender={sender} field={field} onClose={onClose} />
      )}
    >
      {children}
    </NameActionsHost>
  )
}
