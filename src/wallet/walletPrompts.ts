/**
 * The questions wallets without a UI of their own ask through the app: the mnemonic words,
 * "sign this?", WalletConnect's pairing link. A queue in a vanilla store (no React): the manager gets plain async functions,
 * WalletPromptHost renders the first open prompt and answers it.
 */
import { createStore, type StoreApi } from 'zustand/vanilla'
import type { ApproveSigning, SignRequest } from './signRequest'
import type { ShowPairingUri } from './types'
import { WalletCallCancelledError } from './untilAborted'

type WalletPrompt =
  | { kind: 'mnemonic'; id: number; submit(words: string): void; cancel(): void }
  | { kind: 'sign'; id: number; request: SignRequest; answer(approved: boolean): void }
  | { kind: 'pairing'; id: number; uri: string; cancel(): void }

export interface WalletPrompts {
  store: StoreApi<{ queue: WalletPrompt[] }>
  requestMnemonic(signal?: AbortSignal): Promise<string>
  approveSigning: ApproveSigning
  showPairingUri: ShowPairingUri
}

export function createWalletPrompts(): WalletPrompts {
  const store = createStore<{ queue: WalletPrompt[] }>(() => ({ queue: [] }))
  let lastId = 0
  const open = (prompt: WalletPrompt) => store.setState((s) => ({ queue: [...s.queue, prompt] }))
  // Idempotent: an answer given twice (double click) settles once.
  const close = (id: number) => store.setState((s) => ({ queue: s.queue.filter((p) => p.id !== id) }))
  /** The caller gave up (its signal aborted): the prompt closes and its promise rejects. */
  const closeOnAbort = (id: number, signal: AbortSignal | undefined, reject: (error: Error) => void) => {
    if (!signal) return
    const abort = () => {
      close(id)
      reject(new WalletCallCancelledError())
    }
    if (signal.aborted) abort()
    else signal.addEventListener('abort', abort, { once: true })
  }

  return {
    store,
    requestMnemonic: (signal) =>
      new Promise<string>((resolve, reject) => {
        const id = ++lastId
        open({
          kind: 'mnemonic',
          id,
          submit: (words) => {
            close(id)
            resolve(words)
          },
          // Like a wallet's closed popup: the UI shows "cancelled".
          cancel: () => {
            close(id)
            reject(new WalletCallCancelledError('Mnemonic prompt closed by the user'))
          },
        })
        closeOnAbort(id, signal, reject)
      }),
    approveSigning: (request, signal) =>
      new Promise<boolean>((resolve, reject) => {
        const id = ++lastId
        open({
          kind: 'sign',
          id,
          request,
          answer: (approved) => {
            close(id)
            resolve(approved)
          },
        })
        closeOnAbort(id, signal, reject)
      }),
    // Shown until the wallet answers (the adapter hides it) or the user cancels.
    showPairingUri: (uri, cancel) => {
      const id = ++lastId
      open({
        kind: 'pairing',
        id,
        uri,
        cancel: () => {
          close(id)
          cancel()
        },
      })
      return () => close(id)
    },
  }
}
