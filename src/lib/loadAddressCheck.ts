/**
 * `isValidAddress` (checksum included) loaded on first need: its SHA-512/256 is not part of the
 * first page's code. Once loaded it is also at hand synchronously.
 */
import type { isValidAddress } from './address'

export type AddressCheck = typeof isValidAddress

let loaded: AddressCheck | null = null
let loading: Promise<AddressCheck> | null = null

export function loadAddressCheck(): Promise<AddressCheck> {
  loading ??= import('./address').then(
    (module) => (loaded = module.isValidAddress),
    (error: unknown) => {
      // A failed chunk load is tried again by the next caller.
      loading = null
      throw error
    },
  )
  return loading
}

/** The check if it has loaded, else null. */
export function loadedAddressCheck(): AddressCheck | null {
  return loaded
}
