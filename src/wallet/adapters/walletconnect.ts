/**
 * WalletConnect v2 (@walletconnect/sign-client): the project id comes from the env, the
 * chain from the network's CAIP-2 id. A session deleted (or expired) on the phone ends the
 * wallet's session in the app. While connecting, the pairing link is shown through the
 * manager (showPairingUri); the user closing it cancels the connect.
 */
import { SignClient } from '@walletconnect/sign-client'
import { env } from '@/config/env'
import { APP_NAME } from '@/config/constants'
import type { AdapterContext, WalletAdapter } from '../types'
import { fromArc1, toArc1, type Arc1Answer } from './arc1'

const METHOD = 'algo_signTxn'
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected' }

// Derived from the client: the hoisted @walletconnect/types is v1's (Defly's).
type Client = Awaited<ReturnType<typeof SignClient.init>>
type Session = ReturnType<Client['session']['getAll']>[number]

export function createAdapter(ctx: AdapterContext): WalletAdapter {
  const chainId = ctx.network.caipChainId
  let client: Promise<Client> | null = null
  let session: Session | null = null

  function signClient(): Promise<Client> {
    if (!env.walletConnectProjectId) throw new Error('Missing required option: projectId')
    if (!chainId) throw new Error(`WalletConnect is not available on ${ctx.network.id}`)
    client ??= SignClient.init({
      projectId: env.walletConnectProjectId,
      metadata: { name: APP_NAME, description: 'NFD .algo names', url: window.location.origin, icons: [] },
    }).then((c) => {
      const ended = ({ topic }: { topic: string }) => {
        if (session?.topic !== topic) return
        session = null
        ctx.onSessionEnded()
      }
      c.on('session_delete', ended)
      c.on('session_expire', ended)
      return c
    })
    return client
  }

  const accountsOf = (s: Session) =>
    (s.namespaces.algorand?.accounts ?? [])
      .filter((caip) => caip.startsWith(`${chainId}:`))
      .map((caip) => ({ address: caip.slice(chainId!.length + 1) }))

  return {
    async connect() {
      const c = await signClient()
      const { uri, approval } = await c.connect({
        requiredNamespaces: { algorand: { chains: [chainId!], methods: [METHOD], events: [] } },
      })
      const approved = approval()
      let cancel: (error: Error) => void = () => undefined
      const cancelled = new Promise<never>((_, reject) => {
        cancel = reject
      })
      const hide =
        uri && ctx.showPairingUri
          ? ctx.showPairingUri(uri, () => cancel(new Error('Connection cancelled by the user')))
          : () => undefined
      try {
        session = await Promise.race([approved, cancelled])
      } catch (error) {
        // Given up here: a phone that approves later must not leave a session behind.
        approved.then(
          (late) => c.disconnect({ topic: late.topic, reason: USER_DISCONNECTED }),
          () => undefined,
        )
        throw error
      } finally {
        hide()
      }
      return accountsOf(session)
    },
    async resume() {
      const c = await signClient()
      session = c.session.getAll().find((s) => accountsOf(s).length > 0) ?? null
      return session ? accountsOf(session) : null
    },
    async disconnect() {
      const c = await signClient()
      if (session) await c.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
      session = null
    },
    async signTransactions(txns, indexesToSign, signers) {
      const c = await signClient()
      if (!session) throw new Error('Wallet is not connected')
      const answer = await c.request<Arc1Answer[]>({
        topic: session.topic,
        chainId: chainId!,
        request: { method: METHOD, params: [await toArc1(txns, indexesToSign, signers)] },
      })
      return fromArc1(answer, txns.length, indexesToSign)
    },
  }
}
