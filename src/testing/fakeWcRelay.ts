/**
 * A WalletConnect v2 relay in memory, for tests of the real `@walletconnect/sign-client`:
 * `FakeRelaySocket` replaces the global WebSocket that `@walletconnect/jsonrpc-ws-connection`
 * opens to the relay URL, and answers the relay's JSON-RPC (`irn_subscribe`, `irn_publish`,
 * `wc_proposeSession`, `wc_approveSession`, ...) as the relay does: a message published on a
 * topic reaches every other socket subscribed to it, now or when it subscribes later.
 * Everything above the socket (crypto, pairing, sessions, storage) is the SDK's own code.
 */

import { FakeSocket } from './fakeSocket'

interface Stored {
  topic: string
  message: string
  tag?: number
  /** The Verify API's token the publisher sent along, handed to subscribers as the relay does. */
  attestation?: string
  from: FakeRelaySocket
}

interface RpcRequest {
  id: number | string
  method?: string
  params?: Record<string, unknown>
}

export class FakeRelay {
  readonly sockets = new Set<FakeRelaySocket>()
  readonly messages: Stored[] = []
  /** Every method the clients called, in order. */
  readonly calls: string[] = []
  private nextId = 1

  publish(from: FakeRelaySocket, topic: string, message: string, tag?: number, attestation?: unknown): void {
    const stored: Stored = { topic, message, tag, from, ...(typeof attestation === 'string' ? { attestation } : {}) }
    this.messages.push(stored)
    for (const socket of this.sockets) socket.deliver(stored)
  }

  id(): number {
    return Date.now() * 1000 + this.nextId++
  }

  handle(socket: FakeRelaySocket, request: RpcRequest): unknown {
    const p = request.params ?? {}
    this.calls.push(request.method ?? '')
    switch (request.method) {
      case 'irn_subscribe':
        return socket.subscribe(String(p.topic))
      case 'irn_batchSubscribe':
        return (p.topics as string[]).map((t) => socket.subscribe(t))
      case 'irn_unsubscribe':
        socket.unsubscribe(String(p.topic))
        return true
      case 'irn_batchUnsubscribe':
        for (const s of p.subscriptions as { topic: string }[]) socket.unsubscribe(s.topic)
        return true
      case 'irn_publish':
        this.publish(socket, String(p.topic), String(p.message), p.tag as number | undefined, p.attestation)
        return true
      case 'irn_batchFetchMessages':
        return { messages: [], hasMore: false }
      // These two subscribe their caller too: the proposer to the answer, the wallet to the session.
      case 'wc_proposeSession':
        socket.subscribe(String(p.pairingTopic))
        this.publish(socket, String(p.pairingTopic), String(p.sessionProposal), 1100, p.attestation)
        return true
      case 'wc_approveSession':
        socket.subscribe(String(p.sessionTopic))
        this.publish(socket, String(p.pairingTopic), String(p.sessionProposalResponse), 1101)
        this.publish(socket, String(p.sessionTopic), String(p.sessionSettlementRequest), 1102)
        return true
      default:
        return true
    }
  }
}

let currentRelay = new FakeRelay()
export function resetRelay(): FakeRelay {
  currentRelay = new FakeRelay()
  return currentRelay
}

export class FakeRelaySocket extends FakeSocket {
  private readonly relay = currentRelay
  private readonly subscriptions = new Map<string, string>()
  private readonly delivered = new Set<Stored>()

  constructor(url: string) {
    super(url)
    this.relay.sockets.add(this)
    this.openSoon()
  }

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('socket not open')
    const request = JSON.parse(text) as RpcRequest
    if (!request.method) return // an answer to a delivery
    const result = this.relay.handle(this, request)
    this.push({ id: request.id, jsonrpc: '2.0', result })
  }

  close(): void {
    this.readyState = 3
    this.relay.sockets.delete(this)
    setTimeout(() => this.onclose?.({ code: 1000, reason: '' }))
  }

  subscribe(topic: string): string {
    const id = this.subscriptions.get(topic) ?? `sub-${topic}-${this.relay.id()}`
    this.subscriptions.set(topic, id)
    // The relay keeps messages for a topic: a late subscriber gets them.
    setTimeout(() => this.relay.messages.filter((m) => m.topic === topic).forEach((m) => this.deliver(m)))
    return id
  }

  unsubscribe(topic: string): void {
    this.subscriptions.delete(topic)
  }

  deliver(m: Stored): void {
    const sub = this.subscriptions.get(m.topic)
    if (!sub || m.from === this || this.delivered.has(m) || this.readyState !== 1) return
    this.delivered.add(m)
    this.push({
      id: this.relay.id(),
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: {
        id: sub,
        data: { topic: m.topic, message: m.message, publishedAt: Date.now(), tag: m.tag, attestation: m.attestation },
      },
    })
  }

  private push(payload: unknown): void {
    const data = JSON.stringify(payload)
    setTimeout(() => {
      if (this.readyState === 1) this.onmessage?.({ data })
    })
  }
}
