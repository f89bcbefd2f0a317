// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { NETWORKS, WALLET_IDS, type WalletId } from '@/config/networks'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { fakeWallet } from '@/testing/fakeWallets'
import { mapStorage } from '@/testing/mapStorage'
import { WALLET_ADAPTERS, WALLET_REGISTRY, walletEntries } from './registry'
import { createWalletManager } from './store'

describe('the wallet registry', () => {
  it('has an adapter for every wallet of the config and none for another', () => {
    // The compiler holds the two lists to each other (`satisfies` in registry.ts); so does this.
    type Missing = Exclude<WalletId, keyof typeof WALLET_ADAPTERS>
    type Extra = Exclude<keyof typeof WALLET_ADAPTERS, WalletId>
    const exact: [Missing | Extra] extends [never] ? true : false = true
    expect(exact).toBe(true)
    expect(Object.keys(WALLET_ADAPTERS).sort()).toEqual([...WALLET_IDS].sort())
    // Tests load both build-only wallets, so every configured wallet is in the registry.
    expect([...WALLET_REGISTRY.keys()]).toEqual(WALLET_IDS)
  })

  it('rejects an unknown wallet id at compile time', () => {
    // @ts-expect-error 'w3wallet' is no wallet of the config
    expect(WALLET_REGISTRY.get('w3wallet')).toBeUndefined()
    // @ts-expect-error nor has it an adapter
    expect(WALLET_ADAPTERS.w3wallet).toBeUndefined()
  })

  it('leaves out a wallet whose adapter this build lacks', () => {
    const facts = [
      { id: 'lute', name: 'Lute', icon: 'icon:lute' },
      { id: 'kmd', name: 'KMD', icon: 'icon:kmd' },
    ] as const
    const entries = walletEntries(facts, { lute: WALLET_ADAPTERS.lute, kmd: null })
    expect(entries.map((e) => e.id)).toEqual(['lute'])
  })

  it('a wallet whose id has a digit is found and connects (no file-name rule)', async () => {
    const w3 = fakeWallet([{ address: TEST_ACCOUNT.address }])
    const facts = [{ id: 'w3wallet', name: 'W3 Wallet', icon: 'icon:w3' }] as const
    const entries = walletEntries(facts, { w3wallet: async () => ({ createAdapter: () => w3.adapter }) })
    expect(entries.map((e) => e.id)).toEqual(['w3wallet'])
    // A wallet the config does not list: the manager's types know only the configured ids.
    const id = 'w3wallet' as WalletId
    const m = createWalletManager({
      networks: ['testnet'],
      defaultNetwork: 'testnet',
      networkConfigs: { ...NETWORKS, testnet: { ...NETWORKS.testnet, wallets: [id] } },
      storage: mapStorage(),
      registry: new Map(entries.map((e) => [id, { ...e, id }])),
      fetchAuthAddress: async () => undefined,
      eventTarget: null,
    })
    await m.connect(id)
    const state = m.store.getState()
    expect(state.activeWallet).toBe('w3wallet')
    expect(state.wallets[id]?.activeAccount?.address).toBe(TEST_ACCOUNT.address)
    expect(w3.adapter.connect).toHaveBeenCalledOnce()
  })
})
