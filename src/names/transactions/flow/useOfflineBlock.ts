import { useOnline } from '@/lib/useOnline'
import { needsConnection } from '../../core/offlineGate'

/** For a control that starts a signing flow: while offline, disabled with the reason. */
export function useOfflineBlock(): { disabled?: true; title?: string } {
  return useOnline() ? {} : { disabled: true, title: needsConnection() }
}
