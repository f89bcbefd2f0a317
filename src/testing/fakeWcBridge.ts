/**
 * A WalletConnect v1 bridge in memory, and a phone on it, for tests of the real v1 connectors
 * (`@walletconnect/client` under Defly Connect, `@perawallet/walletconnect` under Pera Connect).
 * `FakeBridgeSocket` replaces the global WebSocket the connectors open to the bridge and speaks
 * the bridge's protocol (`{ topic, type: 'pub' | 'sub' | 'ack', payload }`): a message published
 * on a topic reaches its subscribers, or waits for the first one. Everything above the socket
 * (session, key, encryption, storage) is the SDK's own code.
 *
 * The phone is written here from the protocol, not from the SDK: it scans the pairing link the
 * SDK's modal shows (`wc:{topic}@1?bridge=…&key=…`), and encrypts and decrypts with that key
 * (AES-256-CBC, HMAC-SHA256 over data and iv) with Node's crypto. Not imported by app code.
 */
import { createCipheriv, createDecipheriv, createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto'
import { FakeSocket } from './fakeSocket'

interface SocketMessage {
  topic: string
  type: 'pub' | 'sub' | 'ack'
  payload: string
  silent?: boolean
}

type Listener = (message: SocketMessage) => void

interface RpcMessage {
  id: number
  jsonrpc: '2.0'
  method?: string
  params?: unknown[]
  result?: unknown
  error?: { code: number; message: string }
}

/** One entry of an `algo_signTxn` request, as the SDK sends it. */
export interface WalletTxn {
  txn: string
  signers?: string[]
  authAddr?: string
}

export class FakeBridge {
  /** The bridge is gone: sockets opened from now on never connect. */
  down = false
  /** Every topic and method (decrypted by the phone) that crossed the bridge, for assertions. */
  readonly published: string[] = []
  private readonly subscribers = new Map<string, Set<Listener>>()
  private readonly waiting = new Map<string, SocketMessage[]>()

  subscribe(topic: string, listener: Listener): void {
    const set = this.subscribers.get(topic) ?? new Set()
    set.add(listener)
    this.subscribers.set(topic, set)
    const held = this.waiting.get(topic) ?? []
    this.waiting.delete(topic)
    for (const message of held) deliver(listener, message)
  }

  unsubscribe(listener: Listener): void {
    for (const set of this.subscribers.values()) set.delete(listener)
  }

  publish(message: SocketMessage, from: Listener): void {
    this.published.push(message.topic)
    const targets = [...(this.subscribers.get(message.topic) ?? [])].filter((l) => l !== from)
    if (targets.length === 0) {
      this.waiting.set(message.topic, [...(this.waiting.get(message.topic) ?? []), message])
      return
    }
    for (const listener of targets) deliver(listener, message)
  }
}

function deliver(listener: Listener, message: SocketMessage): void {
  setTimeout(() => listener(message))
}

let currentBridge = new FakeBridge()
export function resetBridge(): FakeBridge {
  currentBridge = new FakeBridge()
  return currentBridge
}

/**
 * One client's connection to the bridge: `receive` takes the client's text frames, `send` carries
 * the bridge's frames to it. The socket below and the browser tests' routed sockets share it.
 */
export function bridgeConnection(send: (text: string) => void, bridge: FakeBridge = currentBridge) {
  const listener: Listener = (message) => send(JSON.stringify(message))
  return {
    receive(text: string): void {
      const message = JSON.parse(text) as SocketMessage
      if (message.type === 'sub') bridge.subscribe(message.topic, listener)
      else if (message.type === 'pub') bridge.publish(message, listener)
    },
    close: () => bridge.unsubscribe(listener),
  }
}

export class FakeBridgeSocket extends FakeSocket {
  private readonly bridge = currentBridge
  private readonly connection = bridgeConnection((data) => {
    if (this.readyState === 1) this.onmessage?.({ data })
  }, this.bridge)

  constructor(url: string) {
    super(url)
    // A bridge that is gone never answers the handshake: the socket stays connecting.
    if (!this.bridge.down) this.openSoon()
  }

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('socket not open')
    this.connection.receive(text)
  }

  close(): void {
    this.readyState = 3
    this.connection.close()
    setTimeout(() => this.onclose?.({ code: 1000, reason: '' }))
  }
}

/** The pairing link the SDK's connect modal shows (its QR code), as a phone scans it. */
export function shownPairingUri(): string | null {
  return document.querySelector('[uri]')?.getAttribute('uri') ?? null
}

interface Encrypted {
  data: string
  hmac: string
  iv: string
}

function encrypt(message: RpcMessage, key: Buffer): Encrypted {
  const iv = randomBytes(16)
  const cipher = createCipheriv('aes-256-cbc', key, iv)
  const data = Buffer.concat([cipher.update(JSON.stringify(message), 'utf8'), cipher.final()])
  const hmac = createHmac('sha256', key)
    .update(Buffer.concat([data, iv]))
    .digest()
  return { data: data.toString('hex'), hmac: hmac.toString('hex'), iv: iv.toString('hex') }
}

function decrypt(payload: Encrypted, key: Buffer): RpcMessage {
  const data = Buffer.from(payload.data, 'hex')
  const iv = Buffer.from(payload.iv, 'hex')
  const expected = createHmac('sha256', key)
    .update(Buffer.concat([data, iv]))
    .digest()
  if (!timingSafeEqual(expected, Buffer.from(payload.hmac, 'hex'))) throw new Error('bad hmac')
  const decipher = createDecipheriv('aes-256-cbc', key, iv)
  return JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as RpcMessage
}

/** A phone wallet on the bridge: approves pairings, answers `algo_signTxn`, ends sessions. */
export class FakePhone {
  readonly id = randomUUID()
  /** Every `algo_signTxn` group the phone was asked to sign. */
  readonly requests: WalletTxn[][] = []
  /** Every method the app sent, in order (`wc_sessionRequest`, `algo_signTxn`, `wc_sessionUpdate`). */
  readonly methods: string[] = []
  /** The chain id each pairing asked for. */
  readonly chainIds: unknown[] = []
  /** The phone's answer to a signing request; a throw is sent as the wallet's refusal. */
  answer: (txns: WalletTxn[]) => unknown[] = () => []
  /** The app ended the session (`wc_sessionUpdate` with `approved: false`). */
  ended = false
  private key: Buffer | null = null
  private peer = ''
  private readonly listener: Listener = (message) => void this.receive(message)

  constructor(
    private readonly accounts: string[],
    private readonly bridge: FakeBridge = currentBridge,
  ) {
    bridge.subscribe(this.id, this.listener)
  }

  /** Scans a pairing link: subscribes to its handshake topic, where the session request waits. */
  scan(uri: string): void {
    const match = /^wc:([^@]+)@1\?(.*)$/.exec(uri)
    if (!match) throw new Error(`not a WalletConnect v1 link: ${uri}`)
    const key = new URLSearchParams(match[2]).get('key')
    if (!key) throw new Error('pairing link without a key')
    this.key = Buffer.from(key, 'hex')
    this.ended = false
    this.bridge.subscribe(match[1]!, this.listener)
  }

  /** Ends the session from the phone, as deleting it in the wallet app does. */
  endSession(): void {
    this.send({
      id: Date.now(),
      jsonrpc: '2.0',
      method: 'wc_sessionUpdate',
      params: [{ approved: false, chainId: null, networkId: null, accounts: null }],
    })
  }

  private send(message: RpcMessage): void {
    if (!this.key) throw new Error('the phone has not paired')
    const payload = JSON.stringify(encrypt(message, this.key))
    this.bridge.publish({ topic: this.peer, type: 'pub', payload, silent: true }, this.listener)
  }

  private receive(message: SocketMessage): void {
    if (!this.key || message.type !== 'pub') return
    const rpc = decrypt(JSON.parse(message.payload) as Encrypted, this.key)
    if (!rpc.method) return
    this.methods.push(rpc.method)
    const params = rpc.params ?? []
    if (rpc.method === 'wc_sessionRequest') {
      const request = params[0] as { peerId: string; chainId: unknown }
      this.peer = request.peerId
      this.chainIds.push(request.chainId)
      this.send({
        id: rpc.id,
        jsonrpc: '2.0',
        result: {
          approved: true,
          chainId: request.chainId,
          networkId: 0,
          accounts: this.accounts,
          rpcUrl: '',
          peerId: this.id,
          peerMeta: { name: 'Phone', description: '', url: 'https://phone.example', icons: [] },
        },
      })
    } else if (rpc.method === 'algo_signTxn') {
      const txns = params[0] as WalletTxn[]
      this.requests.push(txns)
      try {
        this.send({ id: rpc.id, jsonrpc: '2.0', result: this.answer(txns) })
      } catch (error) {
        this.send({ id: rpc.id, jsonrpc: '2.0', error: { code: 4001, message: (error as Error).message } })
      }
    } else if (rpc.method === 'wc_sessionUpdate') {
      const update = params[0] as { approved: boolean }
      if (!update.approved) this.ended = true
    }
  }
}
