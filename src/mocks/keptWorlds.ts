/**
 * The mock chains across a reload of the tab (browser only): the current chain's world and those
 * of the other chains the app left, written to sessionStorage when the page goes away and read
 * back on start, so "submitted, then reloaded" (or switched, then reloaded) keeps what happened.
 */
import { logger } from '@/lib/logger'
import { forgetParkedWorlds, parkWorld, parkedWorlds } from './mockNetworkSwitch'
import { PARKED_WORLDS_STORAGE_KEY, WORLD_STORAGE_KEY } from './storageKeys'
import { readWorld, restoreWorld, snapshotWorld } from './worldSnapshot'

function stored(key: string): string | null {
  try {
    return sessionStorage.getItem(key)
  } catch {
    return null
  }
}

function parkedSnapshots(): string[] {
  try {
    const parsed = JSON.parse(stored(PARKED_WORLDS_STORAGE_KEY) ?? '[]') as unknown
    return Array.isArray(parsed) ? parsed.filter((entry): entry is string => typeof entry === 'string') : []
  } catch {
    return []
  }
}

/** Restores the kept worlds; false when there was no readable world of the current chain. */
export function restoreKeptWorlds(): boolean {
  const current = stored(WORLD_STORAGE_KEY)
  const restored = current !== null && restoreWorld(current)
  if (current !== null && !restored) logger.warn('Ignoring an unreadable mock world snapshot')
  for (const snapshot of parkedSnapshots()) {
    const other = readWorld(snapshot)
    if (other) parkWorld(other)
    else logger.warn('Ignoring an unreadable snapshot of another mock chain')
  }
  return restored
}

export function keepWorldsOnPagehide(): void {
  window.addEventListener('pagehide', () => {
    try {
      sessionStorage.setItem(WORLD_STORAGE_KEY, snapshotWorld())
      sessionStorage.setItem(PARKED_WORLDS_STORAGE_KEY, JSON.stringify(parkedWorlds().map((w) => snapshotWorld(w))))
    } catch (error) {
      logger.warn('sessionStorage unavailable: the mock world resets on reload', error)
    }
  })
}

/** The reset of the mock network: nothing kept, every other chain new when the app enters it. */
export function forgetKeptWorlds(): void {
  forgetParkedWorlds()
  sessionStorage.removeItem(WORLD_STORAGE_KEY)
  sessionStorage.removeItem(PARKED_WORLDS_STORAGE_KEY)
}
