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

export function createWcV1Adapter(ctx: AdapterContext, slot: string, create: () => Promise<WcV1Client>): WalletAdapter {
  let client: Promise<WcV1Client> | null = null
  const sdk = () => (client ??= create())
  const inSlot = <T>(fn: (c: WcV1Client) => Promise<T>) => inStorageSlot(slot, async () => fn(await sdk()))
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
        if (!c.connector) return null
        watch(c)
        return toAccounts(addresses)
      }),
    disconnect: () => inSlot((c) => c.disconnect()),
    async signTransactions(txns, indexesToSign, signers) {
      const algosdk = await loadAlgosdk()
      const asked = new Set(indexesToSign)
      const group: SignerTransaction[] = txns.map((bytes, i) => {
        const txn = algosdk.decodeUnsignedTransaction(bytes)
        const signer = signers[i]
        if (!asked.has(i) || !signer) return { txn, signers: [] }
        return signer === txn.sender.toString() ? { txn } : { txn, authAddr: signer }
      })
      const signed = await inSlot((c) => c.signTransaction([group]))
      // The SDK returns only the signed ones, in order: put them back in place.
      const result: (Uint8Array | null)[] = txns.map(() => null)
      indexesToSign.forEach((index, k) => {
        result[index] = signed[k] ?? null
      })
      return result
    },
  }
}
