import { useMemo, useSyncExternalStore } from 'react'
import { useNetwork, useWallet } from '@/wallet/react'
import type { VerifiableField } from '../api/types'
import { PENDING_VERIFICATION_EVENT, readPendingVerifications } from './pendingVerifications'

const subscribe = (listener: () => void) => {
  window.addEventListener(PENDING_VERIFICATION_EVENT, listener)
  // Another tab saving or finishing one.
  window.addEventListener('storage', listener)
  return () => {
    window.removeEventListener(PENDING_VERIFICATION_EVENT, listener)
    window.removeEventListener('storage', listener)
  }
}

/** The fields of `name` with a challenge the connected account left open on this network. */
export function usePendingVerifications(name: string): VerifiableField[] {
  const { network } = useNetwork()
  const { activeAddress } = useWallet()
  // A string snapshot: the same fields read twice compare equal. The prerendered shell has none.
  const fields = useSyncExternalStore(
    subscribe,
    () =>
      activeAddress
        ? readPendingVerifications(network.id, name)
            .filter((entry) => entry.sender === activeAddress)
            .map((entry) => entry.field)
            .join(',')
        : '',
    () => '',
  )
  return useMemo(() => (fields ? (fields.split(',') as VerifiableField[]) : []), [fields])
}
