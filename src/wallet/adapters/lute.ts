/**
 * Lute (web and extension) through lute-connect. Lute keeps no session: resume reuses the stored
 * accounts. Lute's web wallet is a popup window: connect opens it synchronously, inside the
 * click's user gesture (the manager calls it with no await before, once the adapter is loaded),
 * and a popup the browser blocked rejects at once instead of leaving the connect waiting.
 */
import LuteConnect from 'lute-connect'
import { APP_NAME } from '@/config/constants'
import type { AdapterContext, WalletAdapter } from '../types'
import { fromArc1, toArc1 } from './arc1'

export const POPUP_BLOCKED = "Lute's window was blocked by the browser: allow pop-ups for this site and try again"

/**
 * Runs `open` (a lute-connect call that may open its window) and tells whether the browser
 * refused the window: lute-connect ignores window.open's null and would wait forever.
 */
function refusedPopup<T>(open: () => T): { result: T; blocked: boolean } {
  const original = window.open
  let blocked = false
  window.open = (...args: Parameters<typeof window.open>) => {
    const opened = original.apply(window, args)
    blocked = opened === null
    return opened
  }
  try {
    return { result: open(), blocked }
  } finally {
    window.open = original
  }
}

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  const client = new LuteConnect(APP_NAME)
  const inPopup = <T>(call: () => Promise<T>): Promise<T> => {
    const { result, blocked } = refusedPopup(call)
    if (!blocked) return result
    result.catch(() => undefined)
    return Promise.reject(new Error(POPUP_BLOCKED))
  }
  return {
    // Not async: nothing may run before the window opens.
    connect: () =>
      inPopup(() => client.connect(ctx.network.genesisId)).then((addresses) =>
        addresses.map((address) => ({ address: String(address) })),
      ),
    async resume() {
      const stored = ctx.storedAccounts()
      return stored.length > 0 ? stored : null
    },
    async disconnect() {},
    async signTransactions(txns, indexesToSign, signers) {
      const arc1 = await toArc1(txns, indexesToSign, signers)
      const answer = await inPopup(() => client.signTxns(arc1))
      return fromArc1(answer, txns.length, indexesToSign)
    },
  }
}
