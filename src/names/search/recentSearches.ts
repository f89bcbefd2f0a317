/**
 * Recent searches kept in localStorage: newest first, no duplicates, at most RECENT_SEARCHES_MAX.
 * Storage may be disabled, full or hold garbage: every failure is logged and the app carries on.
 */
import { logger } from '@/lib/logger'

export const RECENT_SEARCHES_KEY = 'recentSearches'
export const RECENT_SEARCHES_MAX = 8

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

function defaultStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    // Accessing localStorage itself throws when storage is disabled.
    return null
  }
}

export function loadRecentSearches(storage: StorageLike | null = defaultStorage()): string[] {
  if (!storage) return []
  try {
    const raw = storage.getItem(RECENT_SEARCHES_KEY)
    if (!raw) return []
    const parsed: unknown = JSON.parse(raw)
    if (!Array.isArray(parsed)) return []
    const names = parsed.filter((item): item is string => typeof item === 'string' && item.length > 0)
    return [...new Set(names)].slice(0, RECENT_SEARCHES_MAX)
  } catch (error) {
    logger.warn('Could not read recent searches', error)
    return []
  }
}

function save(storage: StorageLike | null, names: string[]): void {
  if (!storage) return
  try {
    storage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(names))
  } catch (error) {
    logger.warn('Could not save recent searches', error)
  }
}

/** Puts `name` first and returns the new list (also when it could not be saved). */
export function addRecentSearch(name: string, storage: StorageLike | null = defaultStorage()): string[] {
  const next = [name, ...loadRecentSearches(storage).filter((item) => item !== name)].slice(0, RECENT_SEARCHES_MAX)
  save(storage, next)
  return next
}

export function clearRecentSearches(storage: StorageLike | null = defaultStorage()): void {
  if (!storage) return
  try {
    storage.removeItem(RECENT_SEARCHES_KEY)
  } catch (error) {
    logger.warn('Could not clear recent searches', error)
  }
}
