/**
 * Nothing is requested, built or signed without a connection: the actions' buttons are disabled
 * with this reason while offline, and a flow that starts anyway stops before its first request.
 */
import { onlineManager } from '@tanstack/react-query'

export const NEEDS_CONNECTION = 'Buying, selling and signing need a connection. You are offline.'

export class OfflineError extends Error {
  constructor() {
    super(NEEDS_CONNECTION)
    this.name = 'OfflineError'
  }
}

export function assertOnline(online: boolean = onlineManager.isOnline()): void {
  if (!online) throw new OfflineError()
}
