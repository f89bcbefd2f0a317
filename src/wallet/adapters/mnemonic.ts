/**
 * The mnemonic wallet: signs with a secret key derived from 25 words the user types in our
 * dialog. Mock build and tests only (registry.ts never lists it elsewhere); it refuses any
 * production network. Like a real wallet it asks before signing: the manager's approveSigning
 * (the app's dialog, or a test's answer) sees what it is asked to sign; a refusal rejects as
 * real wallets do. The words are kept in localStorage so a reload resumes: acceptable
 * only because these are throwaway test accounts.
 */
import type { AdapterContext, WalletAdapter } from '../types'
import { loadAlgosdk } from '@/algod/sdk'
import { browserStorage, readState, writeItem } from '../persist'
import { describeSignRequest } from '../signRequest'
import { signWithFault } from './mnemonicAnswerFault'
import { signEach } from './signEach'
import { SigningRejectedError } from './signingRejected'

export const MNEMONIC_STORAGE_KEY = 'nfd-wallet:mnemonic'

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  let account: { address: string; sk: Uint8Array } | null = null

  function refuseProduction(): void {
    if (ctx.network.isProduction) throw new Error('Production network detected')
  }

  async function load(words: string) {
    const sdk = await loadAlgosdk()
    const { addr, sk } = sdk.mnemonicToSecretKey(words.trim())
    account = { address: addr.toString(), sk }
    return [{ address: account.address }]
  }

  return {
    async connect(signal) {
      refuseProduction()
      if (!ctx.requestMnemonic) throw new Error('Mnemonic prompt not available')
      const words = await ctx.requestMnemonic(signal)
      const accounts = await load(words)
      // Storage full or disabled: connected for this visit only.
      writeItem(browserStorage(), MNEMONIC_STORAGE_KEY, words.trim())
      return accounts
    },
    async resume() {
      refuseProduction()
      const words = readState(browserStorage(), MNEMONIC_STORAGE_KEY)
      return words ? load(words) : null
    },
    async disconnect() {
      account = null
      writeItem(browserStorage(), MNEMONIC_STORAGE_KEY, null)
    },
    async signTransactions(txns, indexesToSign, signers, signal) {
      refuseProduction()
      const held = account
      if (!held) throw new Error('Wallet is not connected')
      if (!ctx.approveSigning) throw new Error('Signing approval not available')
      // A txn whose signer is another key (rekeyed elsewhere) cannot be signed here: null.
      const mine = indexesToSign.filter((i) => signers[i] === held.address)
      if (mine.length === 0) return txns.map(() => null)
      const sdk = await loadAlgosdk()
      const request = describeSignRequest(sdk, ctx.walletName, txns, mine)
      if (!(await ctx.approveSigning(request, signal))) throw new SigningRejectedError()
      return signEach(txns, mine, async (txn) => signWithFault(sdk, txn, held.sk))
    },
  }
}
