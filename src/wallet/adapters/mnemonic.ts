/**
 * The mnemonic wallet: signs with a secret key derived from 25 words the user types in our
 * dialog. Mock build and tests only (registry.ts never lists it elsewhere); it refuses any
 * production network. Connecting again adds that account, as a real wallet's account picker
 * would: one wallet can then hold both the owner and an address being linked. Like a real wallet it asks before signing: the manager's approveSigning
 * (the app's dialog, or a test's answer) sees what it is asked to sign; a refusal rejects as
 * real wallets do. The words (one account a line) are kept in localStorage so a reload resumes:
 * acceptable only because these are throwaway test accounts.
 */
import type { AdapterContext, WalletAdapter } from '../types'
import { loadAlgosdk } from '@/algod/sdk'
import { browserStorage, readState, writeItem } from '../persist'
import { describeSignRequest } from '../signRequest'
import { signWithFault } from './mnemonicAnswerFault'
import { signEach } from './signEach'
import { WalletError } from '../WalletError'
import { SigningRejectedError } from './signingRejected'

export const MNEMONIC_STORAGE_KEY = 'nfd-wallet:mnemonic'

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  let held: { address: string; sk: Uint8Array; words: string }[] = []

  function refuseProduction(): void {
    if (ctx.network.isProduction) throw new Error('Production network detected')
  }

  async function load(lines: readonly string[]) {
    const sdk = await loadAlgosdk()
    const accounts = lines.map((line) => {
      const words = line.trim()
      const { addr, sk } = sdk.mnemonicToSecretKey(words)
      return { address: addr.toString(), sk, words }
    })
    held = accounts.filter((a, i) => accounts.findIndex((b) => b.address === a.address) === i)
    return held.map(({ address }) => ({ address }))
  }

  return {
    async connect(signal) {
      refuseProduction()
      if (!ctx.requestMnemonic) throw new Error('Mnemonic prompt not available')
      const words = await ctx.requestMnemonic(signal)
      const accounts = await load([...held.map((a) => a.words), words])
      // Storage full or disabled: connected for this visit only.
      writeItem(browserStorage(), MNEMONIC_STORAGE_KEY, held.map((a) => a.words).join('\n'))
      return accounts
    },
    async resume() {
      refuseProduction()
      const stored = readState(browserStorage(), MNEMONIC_STORAGE_KEY)
      return stored ? load(stored.split('\n').filter((line) => line.trim())) : null
    },
    async disconnect() {
      held = []
      writeItem(browserStorage(), MNEMONIC_STORAGE_KEY, null)
    },
    async signTransactions(txns, indexesToSign, signers, signal) {
      refuseProduction()
      if (held.length === 0) throw new WalletError('notConnected', 'Wallet is not connected')
      if (!ctx.approveSigning) throw new Error('Signing approval not available')
      const keys = new Map(held.map((a) => [a.address, a.sk]))
      // A txn whose signer is another key (rekeyed elsewhere) cannot be signed here: null.
      const mine = indexesToSign.filter((i) => keys.has(signers[i] ?? ''))
      if (mine.length === 0) return txns.map(() => null)
      const sdk = await loadAlgosdk()
      const request = describeSignRequest(sdk, ctx.walletName, txns, mine)
      if (!(await ctx.approveSigning(request, signal))) throw new SigningRejectedError()
      return signEach(txns, mine, async (txn, i) => signWithFault(sdk, txn, keys.get(signers[i] as string)!))
    },
  }
}
