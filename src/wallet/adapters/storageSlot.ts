/**
 * Pera and Defly both keep their WalletConnect v1 session in localStorage 'walletconnect'.
 * Each SDK call runs with its own wallet's snapshot swapped into that key, and the key is
 * saved back to the wallet's slot afterwards, so neither overwrites the other's session.
 * Calls are serialised so two swaps never interleave.
 */
export const SHARED_WC_KEY = 'walletconnect'

export function slotKey(slot: string): string {
  return `nfd-wallet:${slot}:${SHARED_WC_KEY}`
}

function put(key: string, value: string | null): void {
  if (value === null) localStorage.removeItem(key)
  else localStorage.setItem(key, value)
}

let queue: Promise<unknown> = Promise.resolve()

export function inStorageSlot<T>(slot: string, fn: () => Promise<T>): Promise<T> {
  const run = queue.then(async () => {
    const outside = localStorage.getItem(SHARED_WC_KEY)
    put(SHARED_WC_KEY, localStorage.getItem(slotKey(slot)))
    try {
      return await fn()
    } finally {
      put(slotKey(slot), localStorage.getItem(SHARED_WC_KEY))
      put(SHARED_WC_KEY, outside)
    }
  })
  queue = run.catch(() => undefined)
  return run
}
