/**
 * KMD (AlgoKit LocalNet's key daemon): accounts of the default unencrypted wallet, signed by
 * the daemon. No session to keep: resume just lists the keys again.
 */
import type * as Algosdk from 'algosdk'
import type { AdapterContext, WalletAdapter } from '../types'
import { WalletError } from '../WalletError'
import { loadAlgosdk } from '@/algod/sdk'
import { i18n, params } from '@/lib/i18n/i18n'
import { signEach } from './signEach'

export const KMD_WALLET_NAME = 'unencrypted-default-wallet'
export const KMD_WALLET_PASSWORD = ''

const messages = i18n('wallet/adapters/kmd', {
  notConfigured: params('KMD is not configured for {network}'),
  walletNotFound: params('KMD wallet not found: {wallet}'),
})

interface KmdWallet {
  id: string
  name: string
}

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  let client: Algosdk.Kmd | null = null

  async function kmd(): Promise<Algosdk.Kmd> {
    const config = ctx.network.kmd
    if (!config) throw new WalletError('unavailable', messages.get().notConfigured({ network: ctx.network.id }))
    if (!client) {
      const sdk = await loadAlgosdk()
      client = new sdk.Kmd(config.token, config.server, config.port)
    }
    return client
  }

  /** Runs `fn` with a wallet handle, always released. */
  async function withHandle<T>(fn: (daemon: Algosdk.Kmd, handle: string) => Promise<T>): Promise<T> {
    const daemon = await kmd()
    const { wallets } = (await daemon.listWallets()) as { wallets: KmdWallet[] }
    const wallet = wallets.find((w) => w.name === KMD_WALLET_NAME)
    if (!wallet) throw new WalletError('unavailable', messages.get().walletNotFound({ wallet: KMD_WALLET_NAME }))
    const { wallet_handle_token: handle } = (await daemon.initWalletHandle(wallet.id, KMD_WALLET_PASSWORD)) as {
      wallet_handle_token: string
    }
    try {
      return await fn(daemon, handle)
    } finally {
      await daemon.releaseWalletHandle(handle).catch(() => undefined)
    }
  }

  const listAccounts = () =>
    withHandle(async (daemon, handle) => {
      const { addresses } = (await daemon.listKeys(handle)) as { addresses: string[] }
      return addresses.map((address) => ({ address }))
    })

  return {
    connect: listAccounts,
    resume: listAccounts,
    async disconnect() {
      client = null
    },
    async signTransactions(txns, indexesToSign, signers) {
      const sdk = await loadAlgosdk()
      return withHandle((daemon, handle) =>
        signEach(txns, indexesToSign, (txn, i) => {
          const signer = signers[i]
          // A rekeyed account signs with its auth account's key, named by its public key (the
          // SDK would send an address string's UTF-8 bytes as the key).
          return signer && signer !== txn.sender.toString()
            ? daemon.signTransactionWithSpecificPublicKey(
                handle,
                KMD_WALLET_PASSWORD,
                txn,
                sdk.decodeAddress(signer).publicKey,
              )
            : daemon.signTransaction(handle, KMD_WALLET_PASSWORD, txn)
        }),
      )
    },
  }
}
