/**
 * Lute (web and extension) through lute-connect. Lute keeps no session: resume reuses the stored
 * accounts. Lute's web wallet is a popup window: connect and sign open it synchronously, inside
 * the click's user gesture (the manager calls connect with no await before, once the adapter is
 * loaded; algosdk is loaded with the adapter so signing needs no await either), and a popup the
 * browser blocked rejects at once instead of leaving the call waiting.
 */
import type * as Algosdk from 'algosdk'
import LuteConnect from 'lute-connect'
import { APP_NAME } from '@/config/constants'
import { loadAlgosdk } from '@/algod/sdk'
import { i18n } from '@/lib/i18n/i18n'
import type { AdapterContext, WalletAdapter } from '../types'
import { WalletError } from '../WalletError'
import { fromArc1, toArc1With } from './arc1'

const messages = i18n('wallet/adapters/lute', {
  popupBlocked: "Lute's window was blocked by the browser: allow pop-ups for this site and try again",
})

/** The blocked window's words in English, the base language the tests run in. */
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
  let sdk: typeof Algosdk | null = null
  const sdkLoaded = loadAlgosdk().then((loaded) => (sdk = loaded))
  const inPopup = <T>(call: () => Promise<T>): Promise<T> => {
    const { result, blocked } = refusedPopup(call)
    if (!blocked) return result
    result.catch(() => undefined)
    return Promise.reject(new WalletError('popupBlocked', messages.get().popupBlocked))
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
    // Not async: with algosdk at hand (the usual case), nothing runs before the window opens.
    signTransactions(txns, indexesToSign, signers) {
      const sign = (loaded: typeof Algosdk) =>
        inPopup(() => client.signTxns(toArc1With(loaded, txns, indexesToSign, signers))).then((answer) =>
          fromArc1(answer, txns.length, indexesToSign),
        )
      return sdk ? sign(sdk) : sdkLoaded.then(sign)
    },
  }
}
