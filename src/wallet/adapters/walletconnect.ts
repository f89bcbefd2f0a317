/**
 * WalletConnect v2 (@walletconnect/sign-client): the project id comes from the env, the
 * chain from the network's CAIP-2 id. A session deleted (or expired) on the phone ends the
 * wallet's session in the app. While connecting, the pairing link is shown through the
 * manager (showPairingUri); the user closing it cancels the connect.
 */
import { SignClient } from '@walletconnect/sign-client'
import { env } from '@/config/env'
import { APP_NAME } from '@/config/constants'
import { i18n, params } from '@/lib/i18n/i18n'
import type { AdapterContext, WalletAdapter } from '../types'
import { WalletCallCancelledError } from '../untilAborted'
import { WalletError } from '../WalletError'
import { fromArc1, toArc1, type Arc1Answer } from './arc1'

const messages = i18n('wallet/adapters/walletconnect', {
  notOnNetwork: params('WalletConnect is not available on {network}'),
})

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
    if (!chainId) throw new WalletError('unavailable', messages.get().notOnNetwork({ network: ctx.network.id }))
    client ??= SignClient.init({
      projectId: env.walletConnectProjectId,
      metadata: { name: APP_NAME, description: 'NFD .algo names', url: window.location.origin, icons: [] },
    }).then(
      (c) => {
        const ended = ({ topic }: { topic: string }) => {
          if (session?.topic !== topic) return
          session = null
          ctx.onSessionEnded()
        }
        c.on('session_delete', ended)
        c.on('session_expire', ended)
        // The user changed the accounts shared, in the wallet.
        c.on('session_update', ({ topic }: { topic: string }) => {
          if (session?.topic !== topic) return
          session = c.session.get(topic)
          ctx.onAccountsChanged?.(accountsOf(session))
        })
        return c
      },
      (error: unknown) => {
        // Not cached: the next call tries again (the relay may be back).
        client = null
        throw error
      },
    )
    return client
  }

  const accountsOf = (s: Session) =>
    (s.namespaces.algorand?.accounts ?? [])
      .filter((caip) => caip.startsWith(`${chainId}:`))
      .map((caip) => ({ address: caip.slice(chainId!.length + 1) }))

  /** The most recent session on this chain (the one with the latest expiry). */
  const latestSession = (c: Client): Session | null =>
    c.session
      .getAll()
      .filter((s) => accountsOf(s).length > 0)
      .reduce<Session | null>((latest, s) => (!latest || s.expiry > latest.expiry ? s : latest), null)

  return {
    async connect(signal) {
      const c = await signClient()
      // One session per app: an earlier one (this tab's or a stored one) ends first.
      const previous = session ?? latestSession(c)
      if (previous) {
        session = null
        await c.disconnect({ topic: previous.topic, reason: USER_DISCONNECTED }).catch(() => undefined)
      }
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
          ? ctx.showPairingUri(uri, () => cancel(new WalletCallCancelledError()))
          : () => undefined
      signal?.addEventListener('abort', () => cancel(new WalletCallCancelledError()), { once: true })
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
      session = latestSession(c)
      return session ? accountsOf(session) : null
    },
    async disconnect() {
      const c = await signClient()
      // Not resumed in this page (e.g. a network switch right after a reload): the stored one.
      const ending = session ?? latestSession(c)
      session = null
      if (ending) await c.disconnect({ topic: ending.topic, reason: USER_DISCONNECTED })
    },
    async signTransactions(txns, indexesToSign, signers) {
      const c = await signClient()
      if (!session) throw new WalletError('notConnected', 'Wallet is not connected')
      const answer = await c.request<Arc1Answer[]>({
        topic: session.topic,
        chainId: chainId!,
        request: { method: METHOD, params: [await toArc1(txns, indexesToSign, signers)] },
      })
      return fromArc1(answer, txns.length, indexesToSign)
    },
  }
}
