/**
 * The mock network's mutable state: names, balances, asset holdings, the groups the mock
 * service issued (with the effect each will have once submitted) and confirmed transactions.
 * A write changes it, so a page reload after "buy" shows the new owner (until reset()).
 */
import { applicationAddress } from '@/lib/address'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from './accounts'
import { ACCOUNT_ASSETS, VAULT_CONTENTS } from './fixtures/assets'
import { buildAnalyticsFixtures } from './fixtures/analytics'
import { buildOffersMadeFixtures } from './fixtures/offersMade'
import { buildDonationFixtures, type Gift } from './fixtures/donations'
import { BALANCES, MOCK_TOKEN, buildActivityFixtures, buildNameFixtures } from './fixtures/names'
import { SERVICE_ADDRESS } from './serviceAccount'
import type { NFDAnalyticRecord } from '@/names/api/analyticsTypes'
import type { NFDActivity, NfdRecord } from '@/names/api/types'
import { generateWorld } from './fixtures/generatedWorld'
import { MOCK_SEEDS, type MockNetworkId } from './mockNetworks'

export interface IssuedGroup {
  /** The entries as issued: "u" = unsigned txn bytes, "s" = signed txn bytes. */
  entries: { kind: 'u' | 's'; bytes: Uint8Array }[]
  /** Applied once the group is accepted. */
  apply: () => void
}

export interface ConfirmedTxn {
  round: bigint
  signed: Uint8Array
}

export interface VerifyRequest {
  id: string
  name: string
  sender: string
  field: string
  challenge: string
  /** ms since the epoch; the service forgets it MOCK_VERIFY_LIFETIME_MS later. */
  requestedAt?: number
}

export interface World {
  /** Which mock chain this is, and whether the generated market is in it beside the fixtures. */
  network: MockNetworkId
  generated: boolean
  round: bigint
  names: Map<string, NfdRecord>
  activity: NFDActivity[]
  /** GET /nfd/analytics events, newest last */
  analytics: NFDAnalyticRecord[]
  /** Gifts to the causes the service tracks (the badges and donations endpoints count them). */
  donations: Gift[]
  balances: Map<string, bigint>
  /** address -> assetId -> amount */
  holdings: Map<string, Map<bigint, bigint>>
  authAddrs: Map<string, string>
  /** address -> name it chose as primary (setPrimaryNFD) */
  primaryNames: Map<string, string>
  issued: Map<string, IssuedGroup>
  confirmed: Map<string, ConfirmedTxn>
  verifyRequests: Map<string, VerifyRequest>
  /** Images uploaded through updateImage, by the CID the gateway serves them under. */
  images: Map<string, { type: string; base64: string }>
  nextAppId: number
  counter: number
}

const ALGO = 1_000_000n

export interface WorldOptions {
  network: MockNetworkId
  generated: boolean
}

export function createWorld(now = Date.now(), options: WorldOptions = { network: 'mock', generated: false }): World {
  const names = new Map(buildNameFixtures(now).map((record) => [record.name, record]))
  const generated = options.generated ? generateWorld(MOCK_SEEDS[options.network], now, new Set(names.keys())) : null
  for (const record of generated?.names ?? []) names.set(record.name, record)
  const holdings = new Map<string, Map<bigint, bigint>>()
  const hold = (address: string, assetId: bigint, amount: bigint) => {
    const assets = holdings.get(address) ?? new Map<bigint, bigint>()
    assets.set(assetId, amount)
    holdings.set(address, assets)
  }
  for (const record of names.values()) {
    if (record.owner && record.asaID) hold(record.owner, BigInt(record.asaID), 1n)
  }
  hold(TEST_ACCOUNT.address, BigInt(MOCK_TOKEN.id), 250n * 1_000_000n)
  hold(OTHER_ACCOUNT.address, BigInt(MOCK_TOKEN.id), 0n)
  for (const [address, assetId, amount] of ACCOUNT_ASSETS) hold(address, BigInt(assetId), amount)
  const balances = new Map([...Object.entries(BALANCES), ...(generated?.balances ?? [])])
  for (const [name, vault] of Object.entries(VAULT_CONTENTS)) {
    const appID = names.get(name)?.appID
    if (!appID) continue
    const address = applicationAddress(appID)
    balances.set(address, vault.algo)
    for (const [assetId, amount] of vault.assets) hold(address, BigInt(assetId), amount)
  }
  balances.set(SERVICE_ADDRESS, 1_000_000n * ALGO)
  return {
    ...options,
    round: 1000n,
    names,
    activity: [...buildActivityFixtures(now), ...(generated?.activity ?? [])],
    analytics: [...buildAnalyticsFixtures(now), ...buildOffersMadeFixtures(now), ...(generated?.analytics ?? [])],
    donations: [...buildDonationFixtures(now), ...(generated?.donations ?? [])],
    balances,
    holdings,
    authAddrs: new Map(),
    // OTHER_ACCOUNT has several linked names; it chose bob.algo as the one lookups show.
    primaryNames: new Map([[OTHER_ACCOUNT.address, 'bob.algo']]),
    issued: new Map(),
    confirmed: new Map(),
    verifyRequests: new Map(),
    images: new Map(),
    nextAppId: 920_001,
    counter: 0,
  }
}

export const world: World = createWorld()

/** Back to the fixtures (tests call this between cases; the browser exposes it on __mock); same network and market. */
export function resetWorld(): void {
  Object.assign(world, createWorld(Date.now(), { network: world.network, generated: world.generated }))
}

export function holdingsOf(address: string): Map<bigint, bigint> {
  let assets = world.holdings.get(address)
  if (!assets) {
    assets = new Map()
    world.holdings.set(address, assets)
  }
  return assets
}
