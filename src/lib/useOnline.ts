/**
 * Whether the browser has a connection, as the query client sees it (TanStack's onlineManager,
 * which follows the browser's online and offline events): the pages and the gate on signing read
 * the same answer as the queries that pause while offline.
 */
import { onlineManager } from '@tanstack/react-query'
import { useSyncExternalStore } from 'react'

const subscribe = (listener: () => void) => onlineManager.subscribe(listener)
const isOnline = () => onlineManager.isOnline()

export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, isOnline, () => true)
}

/** At start-up: the manager starts online and learns only of changes, so a page opened offline says so. */
export function syncOnlineState(): void {
  if (typeof navigator !== 'undefined') onlineManager.setOnline(navigator.onLine)
}
