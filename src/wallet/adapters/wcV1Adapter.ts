/**
 * One adapter for the two WalletConnect-v1 style SDKs with the same surface (Pera Connect,
 * Defly Connect): connect / reconnectSession / disconnect / signTransaction(SignerTransaction[][]).
 */
import type * as Algosdk from 'algosdk'
import type { AdapterContext, WalletAdapter } from '../types'
import { loadAlgosdk } from '@/algod/sdk'
import { inStorageSlot } from './storageSlot'

interface SignerTransaction {
  txn: Algosdk.Transaction
  authAddr?: string
  signers?: string[]
}

export interface WcV1Client {
  connect(): Promise<string[]>
  reconnectSession(): Promise<string[]>
  disconnect(): Promise<void>
  signTransaction(groups: SignerTransaction[][], signerAddress?: string): Promise<Uint8Array[]>
  connector: { on(event: string, cb: (...args: unknown[]) => void): void } | null
}

export interface WcV1Options {
  /**
   * Defly keeps an entry's `signers: []` only when a signer address is passed beside the group,
   * and then leaves unsigned every entry whose `signers` lacks that address: each signer gets a
   * call of its own. Pera keeps `signers` as given, so one call signs for all.
   */
  askPerSigner?: boolean
}

export function createWcV1Adapter(
  ctx: AdapterContext,
  slot: string,
  create: () => Promise<WcV1Client>,
  options: WcV1Options = {},
): WalletAdapter {
  let client: Promise<WcV1Client> | null = null
  const sdk = () => (client ??= create())
  const inSlot = <T>(fn: (c: WcV1Client) => Promise<T>, signal?: AbortSignal) =>
    inStorageSlot(slot, async () => fn(await sdk()), signal)
  // The phone ended the session: tell the manager.
  const watch = (c: WcV1Client) => c.connector?.on('disconnect', () => ctx.onSessionEnded())
  const toAccounts = (addresses: string[]) => addresses.map((address) => ({ address }))

  return {
    connect: () =>
      inSlot(async (c) => {
        const accounts = toAccounts(await c.connect())
        watch(c)
        return accounts
      }),
    resume: () =>
      inSlot(async (c) => {
        const addresses = await c.reconnectSession()
        // Pera Web and Pera's extension come back with accounts and no WalletConnect connector.
        if (addresses.length === 0) return null
        watch(c)
        return toAccounts(addresses)
      }),
    disconnect: () => inSlot((c) => c.disconnect()),
    async signTransactions(txns, indexesToSign, signers, signal) {
      const algosdk = await loadAlgosdk()
      const decoded = txns.map((bytes) => algosdk.decodeUnsignedTransaction(bytes))
      const asked = new Set(indexesToSign.filter((i) => signers[i]))
      const entryFor = (i: number, only?: string): SignerTransaction => {
        const txn = decoded[i]!
        const signer = signers[i]
        if (!asked.has(i) || !signer || (only !== undefined && signer !== only)) return { txn, signers: [] }
        const entry: SignerTransaction = signer === txn.sender.toString() ? { txn } : { txn, authAddr: signer }
        return only === undefined ? entry : { ...entry, signers: [signer] }
      }
      const calls = options.askPerSigner
        ? [...new Set([...asked].map((i) => signers[i]!))].map((signer) => ({
            group: decoded.map((_, i) => entryFor(i, signer)),
            signer,
          }))
        : [{ group: decoded.map((_, i) => entryFor(i)), signer: undefined }]
      const answers: Uint8Array[] = []
      for (const call of calls) {
        answers.push(...(await inSlot((c) => c.signTransaction([call.group], call.signer), signal)))
      }
      // The SDKs answer with the signed ones only: each is put back at the index of its own
      // transaction id, so neither the order nor the count of the answer can misplace one.
      const ids = decoded.map((txn) => txn.txID())
      const result: (Uint8Array | null)[] = txns.map(() => null)
      for (const blob of answers) {
        const index = ids.indexOf(signedTxId(algosdk, blob) ?? '')
        if (index >= 0 && asked.has(index)) result[index] = blob
      }
      return result
    },
  }
}

function signedTxId(algosdk: typeof Algosdk, blob: Uint8Array): string | null {
  try {
    return algosdk.decodeSignedTransaction(blob).txn.txID()
  } catch {
    return null
  }
}
