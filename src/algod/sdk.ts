/**
 * The one door to algosdk. It is big, so it must never be in the initial bundle: every
 * caller awaits this (a dynamic import, cached) instead of importing algosdk by value.
 */
type Algosdk = typeof import('algosdk')

let loading: Promise<Algosdk> | null = null

export function loadAlgosdk(): Promise<Algosdk> {
  loading ??= import('algosdk').catch((error: unknown) => {
    loading = null // let a later call retry after a failed chunk load
    throw error
  })
  return loading
}
