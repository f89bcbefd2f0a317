/**
 * Nothing is requested, built or signed without a connection: the actions' buttons are disabled
 * with this reason while offline, and a flow that starts anyway stops before its first request.
 */
import { AppError } from '@/lib/AppError'
import { i18n } from '@/lib/i18n/i18n'
import { onlineManager } from '@tanstack/react-query'

const messages = i18n('names/core/offlineGate', {
  needsConnection: 'Buying, selling and signing need a connection. You are offline.',
})

export const needsConnection = () => messages.get().needsConnection

export class OfflineError extends AppError {
  constructor() {
    super(needsConnection())
    this.name = 'OfflineError'
  }
}

export function assertOnline(online: boolean = onlineManager.isOnline()): void {
  if (!online) throw new OfflineError()
}
