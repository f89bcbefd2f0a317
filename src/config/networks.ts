/**
 * Every network the app knows: algod presets, the name-service API host, the registry app
 * and the wallets each one offers. Plain data, no React, imported by vite.config.ts too.
 */
import { WALLET_IDS, walletsOn, type WalletId } from './wallets/all.ts'

import { NETWORK_IDS, type NetworkId } from './ids.ts'

export { NETWORK_IDS, type NetworkId } from './ids.ts'
export { WALLET_IDS, type WalletId } from './wallets/all.ts'

export interface ServerConfig {
  server: string
  port: string
  token: string
}

export interface NetworkConfig {
  id: NetworkId
  /** The word shown in titles off mainnet; empty on mainnet. */
  label: string
  algod: ServerConfig
  /** Only LocalNet runs a KMD. */
  kmd?: ServerConfig
  /** The name-service REST API, without a trailing slash. */
  apiBase: string
  registryAppId: number
  genesisId: string
  /** base64; undefined where it varies (LocalNet). */
  genesisHash?: string
  /** CAIP-2 chain id used by WalletConnect. */
  caipChainId?: string
  /** Where the app lives for this network (footer links, share links). */
  appUrl: string
  /** Explorer page of a transaction id. */
  explorerTxUrl: (txId: string) => string
  wallets: readonly WalletId[]
  /** Real money: the mnemonic wallet refuses it. */
  isProduction: boolean
}

const LOCAL_TOKEN = 'a'.repeat(64)
const lora = (net: string) => (txId: string) => `https://lora.algokit.io/${net}/transaction/${encodeURIComponent(txId)}`

export const NETWORKS: Record<NetworkId, NetworkConfig> = {
  betanet: {
    id: 'betanet',
    label: 'betanet',
    algod: { server: 'https://betanet-api.4160.nodely.dev', port: '', token: '' },
    apiBase: 'https://api.betanet.nf.domains',
    registryAppId: 842656530,
    genesisId: 'betanet-v1.0',
    genesisHash: 'mFgazF+2uRS1tMiL9dsj01hJGySEmPN28B/TjjvpVW0=',
    caipChainId: 'algorand:mFgazF-2uRS1tMiL9dsj01hJGySEmPN2',
    appUrl: 'https://app.betanet.nf.domains',
    explorerTxUrl: lora('betanet'),
    wallets: walletsOn('betanet'),
    isProduction: false,
  },
  testnet: {
    id: 'testnet',
    label: 'testnet',
    algod: { server: 'https://testnet-api.4160.nodely.dev', port: '', token: '' },
    apiBase: 'https://api.testnet.nf.domains',
    registryAppId: 84366825,
    genesisId: 'testnet-v1.0',
    genesisHash: 'SGO1GKSzyE7IEPItTxCByw9x8FmnrCDexi9/cOUJOiI=',
    caipChainId: 'algorand:SGO1GKSzyE7IEPItTxCByw9x8FmnrCDe',
    appUrl: 'https://app.testnet.nf.domains',
    explorerTxUrl: lora('testnet'),
    wallets: walletsOn('testnet'),
    isProduction: false,
  },
  mainnet: {
    id: 'mainnet',
    label: '',
    algod: { server: 'https://mainnet-api.4160.nodely.dev', port: '', token: '' },
    apiBase: 'https://api.nf.domains',
    registryAppId: 760937186,
    genesisId: 'mainnet-v1.0',
    genesisHash: 'wGHE2Pwdvd7S12BL5FaOP20EGYesN73ktiC1qzkkit8=',
    caipChainId: 'algorand:wGHE2Pwdvd7S12BL5FaOP20EGYesN73k',
    appUrl: 'https://app.nf.domains',
    explorerTxUrl: lora('mainnet'),
    wallets: walletsOn('mainnet'),
    isProduction: true,
  },
  localnet: {
    id: 'localnet',
    label: 'localnet',
    algod: { server: 'http://localhost', port: '4001', token: LOCAL_TOKEN },
    kmd: { server: 'http://localhost', port: '4002', token: LOCAL_TOKEN },
    // LocalNet has no name service of its own; point VITE_API_BASE at one if you run it.
    apiBase: 'https://api.testnet.nf.domains',
    registryAppId: 84366825,
    genesisId: 'dockernet-v1',
    appUrl: 'http://localhost:5173',
    explorerTxUrl: lora('localnet'),
    wallets: walletsOn('localnet'),
    isProduction: false,
  },
  mock: {
    id: 'mock',
    label: 'mock',
    // .invalid never resolves: if the mock worker is not running, requests fail loudly.
    algod: { server: 'https://algod.mock.invalid', port: '', token: '' },
    apiBase: 'https://api.mock.invalid',
    registryAppId: 84366825,
    genesisId: 'mocknet-v1',
    genesisHash: 'bW9ja25ldC1nZW5lc2lzLWhhc2gtMzItYnl0ZXMhISE=',
    caipChainId: 'algorand:bW9ja25ldC1nZW5lc2lzLWhhc2gtMzItYnl0ZXMh',
    appUrl: 'http://localhost:5173',
    explorerTxUrl: lora('localnet'),
    wallets: walletsOn('mock'),
    isProduction: false,
  },
  // A second mock chain with a world of its own, so the mock build's network switch has somewhere to go.
  'mock-mainnet': {
    id: 'mock-mainnet',
    label: 'mock mainnet',
    algod: { server: 'https://algod-mainnet.mock.invalid', port: '', token: '' },
    apiBase: 'https://api-mainnet.mock.invalid',
    registryAppId: 84366825,
    genesisId: 'mockmain-v1',
    genesisHash: 'bW9ja21haW4tZ2VuZXNpcy1oYXNoLTMyLWJ5dGVzISE=',
    caipChainId: 'algorand:bW9ja21haW4tZ2VuZXNpcy1oYXNoLTMy',
    appUrl: 'http://localhost:5173',
    explorerTxUrl: lora('localnet'),
    wallets: walletsOn('mock-mainnet'),
    isProduction: false,
  },
}

export const DEFAULT_NETWORK: NetworkId = 'testnet'

/** The public deployments, linked from the footer. */
export const PUBLIC_NETWORKS: readonly NetworkId[] = ['mainnet', 'testnet', 'betanet']

export function isNetworkId(value: unknown): value is NetworkId {
  return typeof value === 'string' && (NETWORK_IDS as readonly string[]).includes(value)
}

export function isWalletId(value: unknown): value is WalletId {
  return typeof value === 'string' && (WALLET_IDS as readonly string[]).includes(value)
}
