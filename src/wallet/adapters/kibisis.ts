/**
 * Kibisis through the AVM web provider (ARC-0027): requests go out as messages and answers
 * come back through callbacks keyed by request id, wrapped here into promises.
 */
import { AVMWebClient } from '@agoralabs-sh/avm-web-provider'
import { i18n } from '@/lib/i18n/i18n'
import type { AdapterContext, WalletAdapter } from '../types'
import { WalletError } from '../WalletError'
import { fromArc1, toArc1 } from './arc1'

const messages = i18n('wallet/adapters/kibisis', {
  noAnswer: 'Kibisis did not answer',
  unknownError: 'Unknown error',
})

export const KIBISIS_PROVIDER_ID = 'f6d1c86b-4493-42fb-b88d-a62407b4cdf6'
const TIMEOUT_MS = 3 * 60_000

type Listener<R> = (options: { error: { message: string } | null; requestId: string; result: R | null }) => void
type Register<R> = (callback: Listener<R>) => string

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  let client: AVMWebClient | null = null
  const avm = () => (client ??= AVMWebClient.init())

  /** Sends a request and waits for the answer with that request id. */
  function request<R>(register: (c: AVMWebClient) => Register<R>, send: (c: AVMWebClient) => string): Promise<R> {
    const c = avm()
    return new Promise<R>((resolve, reject) => {
      let requestId = ''
      const timer = setTimeout(() => {
        c.removeListener(listenerId)
        reject(new WalletError('noAnswer', messages.get().noAnswer))
      }, TIMEOUT_MS)
      const listenerId = register(c).call(c, ({ error, requestId: id, result }) => {
        if (id !== requestId) return
        clearTimeout(timer)
        c.removeListener(listenerId)
        if (error) reject(new Error(error.message))
        else if (result) resolve(result)
        else reject(new WalletError('noAnswer', messages.get().unknownError))
      })
      requestId = send(c)
    })
  }

  const enable = async () => {
    const result = await request(
      (c) => c.onEnable,
      (c) => c.enable({ genesisHash: ctx.network.genesisHash, providerId: KIBISIS_PROVIDER_ID }),
    )
    return result.accounts.map((a) => ({ address: a.address, name: a.name }))
  }

  return {
    connect: enable,
    resume: enable,
    async disconnect() {
      await request(
        (c) => c.onDisable,
        (c) => c.disable({ genesisHash: ctx.network.genesisHash, providerId: KIBISIS_PROVIDER_ID }),
      ).catch(() => undefined)
    },
    async signTransactions(txns, indexesToSign, signers) {
      const arc1 = await toArc1(txns, indexesToSign, signers)
      const result = await request(
        (c) => c.onSignTransactions,
        (c) => c.signTransactions({ txns: arc1, providerId: KIBISIS_PROVIDER_ID }),
      )
      return fromArc1(result.stxns, txns.length, indexesToSign)
    },
  }
}
