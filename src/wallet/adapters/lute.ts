/** Lute (web and extension) through lute-connect. Lute keeps no session: resume reuses the stored accounts. */
import LuteConnect from 'lute-connect'
import { APP_NAME } from '@/config/constants'
import type { AdapterContext, WalletAdapter } from '../types'
import { fromArc1, toArc1 } from './arc1'

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  const client = new LuteConnect(APP_NAME)
  return {
    async connect() {
      const addresses = await client.connect(ctx.network.genesisId)
      return addresses.map((address) => ({ address: String(address) }))
    },
    async resume() {
      const stored = ctx.storedAccounts()
      return stored.length > 0 ? stored : null
    },
    async disconnect() {},
    async signTransactions(txns, indexesToSign, signers) {
      const answer = await client.signTxns(await toArc1(txns, indexesToSign, signers))
      return fromArc1(answer, txns.length, indexesToSign)
    },
  }
}
