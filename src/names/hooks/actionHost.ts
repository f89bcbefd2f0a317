/**
 * The name page's dialog host as its dialogs and menus see it: a way to open the next dialog.
 * Apart from the host itself, which loads those dialogs, so they can reach it without a circle.
 */
import { createContext, useContext } from 'react'
import type { ActionId } from '../core/actionId'
import type { VerifiableField } from '../api/types'

export type HostedDialog = ActionId | 'verify'

export interface ActionHost {
  /** `field`: the field the verify dialog opens on. */
  open: (dialog: HostedDialog, field?: VerifiableField) => void
  /** How many verifications of the name wait for the connected account (the Manage menu says so). */
  verifyWaiting: number
}

export const ActionHostContext = createContext<ActionHost | null>(null)

/** The host around the caller, or null outside a name page. */
export function useActionHost(): ActionHost | null {
  return useContext(ActionHostContext)
}
