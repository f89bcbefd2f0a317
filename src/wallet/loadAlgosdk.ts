/** algosdk, loaded on first use and cached: it must never be in the initial bundle. */
import type * as Algosdk from 'algosdk'

let cached: Promise<typeof Algosdk> | null = null

export function loadAlgosdk(): Promise<typeof Algosdk> {
  cached ??= import('algosdk')
  return cached
}
