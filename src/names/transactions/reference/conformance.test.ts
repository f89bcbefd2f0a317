/**
 * Conformance: for every action, the honest group laid out as TxnLab's nfd-sdk composes it (the
 * reference layouts of this folder, built here with algosdk's own AtomicTransactionComposer at
 * the SDK's fees, not by the mock service) passes the very check the app runs before the wallet
 * opens, against the intent the action declares from the chain's facts.
 */
import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { mockNetworkFees } from '@/mocks/congestion'
import { ORACLE_APP_ID } from '@/mocks/fixtures/names'
import { world } from '@/mocks/world'
import { actionContextFor } from '@/testing/actionContext'
import { withMockNetwork } from '@/testing/mockNetwork'
import { checkGroup } from '../check/checkGroup'
import { methodsOf } from '../check/contractMethods'
import { boxDeposit } from '../check/intent'
import { offerValues } from '../definitions/acceptOffer/acceptOffer'
import { VERIFIED_ADDRESSES } from '../definitions/linkedAddressOptions'
import { actionById, type ActionId } from '../registry'
import type { ActionContext, ActionValues } from '../types'
import type { ReferenceStep } from './layout'
import { linkLayout, setPrimaryAddressLayout, setPrimaryNameLayout, unlinkLayout } from './links'
import { mintLayout } from './mint'
import { profileLayout, splitFields } from './profile'
import { cancelSaleLayout, listLayout, profileFieldsOf, purchaseLayout } from './sale'
import { renewLayout, segmentLayout, upgradeLayout } from './upkeep'
import { sendFromVaultLayout, sendToVaultLayout, vaultLockLayout, vaultOptInLayout } from './vault'

const net = NETWORKS.mock
const ME = TEST_ACCOUNT.address
const OTHER = OTHER_ACCOUNT.address
const ROUND = 1000n
const USDC = 10_458_941n
/** The price oracle the mock registry's program names on chain: a mint's and a renewal's groups reference it. */
const ORACLE = BigInt(ORACLE_APP_ID)
withMockNetwork()

/** What the layout needs from the action's own reading: the agreed price, the chain's facts. */
interface Facts {
  ctx: ActionContext
  pays: bigint
  app: bigint
  registry: bigint
}

const utf8Length = (text: string) => new TextEncoder().encode(text).length
const storage = (pairs: readonly (readonly [string, string])[]) =>
  pairs.reduce((sum, [key, value]) => sum + boxDeposit(utf8Length(key), utf8Length(value)), 0n)

const LONG_BIO = 'A bio longer than one field holds, so the SDK splits it into numbered parts. '.repeat(4).trim()
const NFT_URL = 'ipfs://bafkreigh2akiscaildcqabsyg3dfr6chu3fgpregiymsck7e7aqa4s52zy'

interface Case {
  id: ActionId
  name: string
  values: ActionValues
  setup?: () => void
  layout: (facts: Facts) => ReferenceStep[]
}

const CASES: Case[] = [
  {
    id: 'mint',
    name: 'zzconform.algo',
    values: { years: '2' },
    layout: ({ ctx, pays }) =>
      mintLayout({ name: ctx.name, reservedFor: ME, amount: pays, oracleApp: ORACLE, parentApp: 0n }),
  },
  {
    id: 'mint',
    name: 'zzseg.alice.algo',
    values: { years: '1' },
    layout: ({ ctx, pays }) =>
      mintLayout({
        name: ctx.name,
        reservedFor: ME,
        amount: pays,
        oracleApp: ORACLE,
        parentApp: BigInt(ctx.root?.appID ?? 0),
      }),
  },
  {
    id: 'buy',
    name: 'forsale.algo',
    values: {},
    layout: ({ ctx, pays, registry }) =>
      purchaseLayout({ amount: pays, seller: ctx.chain!.seller!, asaId: ctx.chain!.asaId, registryApp: registry }),
  },
  {
    id: 'claim',
    name: 'gift.algo',
    values: {},
    layout: ({ ctx, pays, registry }) =>
      purchaseLayout({ amount: pays, seller: ctx.chain!.seller!, asaId: ctx.chain!.asaId, registryApp: registry }),
  },
  {
    id: 'list',
    name: 'alice.algo',
    values: { price: '12.5' },
    layout: ({ ctx }) => listLayout(12_500_000n, undefined, profileFieldsOf(ctx.record)),
  },
  {
    id: 'acceptOffer',
    name: 'alice.algo',
    values: offerValues(OTHER, 5_000_000),
    layout: ({ ctx }) => listLayout(5_000_000n, OTHER, profileFieldsOf(ctx.record)),
  },
  {
    id: 'sendName',
    name: 'alice.algo',
    values: { recipient: OTHER },
    layout: ({ ctx }) => listLayout(0n, OTHER, profileFieldsOf(ctx.record)),
  },
  { id: 'cancelSale', name: 'cheap.algo', values: {}, layout: () => cancelSaleLayout() },
  {
    id: 'renew',
    name: 'soon.algo',
    values: { years: '1' },
    layout: ({ pays, registry }) => renewLayout(pays, registry, ORACLE),
  },
  {
    id: 'editProfile',
    name: 'alice.algo',
    values: { bio: LONG_BIO, name: 'Alice A.' },
    layout: () => {
      const set = splitFields([
        ['u.name', 'Alice A.'],
        ['u.bio', LONG_BIO],
      ])
      return profileLayout({ set, clear: [], deposit: storage(set) })
    },
  },
  {
    id: 'setAvatar',
    name: 'alice.algo',
    values: { imageAsset: '31337', imageAssetUrl: NFT_URL },
    layout: () =>
      profileLayout({
        set: [['u.avatar', NFT_URL]],
        clear: ['v.avatar', 'v.avatarasaid'],
        deposit: storage([['u.avatar', NFT_URL]]),
      }),
  },
  {
    id: 'linkAddress',
    name: 'alice.algo',
    values: { address: OTHER },
    layout: ({ ctx, app }) =>
      linkLayout({
        name: ctx.name,
        nameApp: app,
        address: OTHER,
        // The proposed field, and the verified list grown by one address; the reverse lookup on the registry.
        nameDeposit: boxDeposit(12, 32) + 400n * 32n,
        registryDeposit: boxDeposit(32, 8),
      }),
  },
  {
    id: 'unlinkAddress',
    name: 'alice.algo',
    values: { address: OTHER },
    setup: () => {
      world.names.get('alice.algo')!.caAlgo = [ME, OTHER]
    },
    layout: ({ ctx, app }) => unlinkLayout(ctx.name, app, OTHER),
  },
  {
    id: 'setPrimaryAddress',
    name: 'alice.algo',
    values: { address: OTHER },
    setup: () => {
      world.names.get('alice.algo')!.caAlgo = [ME, OTHER]
    },
    layout: () => setPrimaryAddressLayout(VERIFIED_ADDRESSES, OTHER),
  },
  {
    id: 'setPrimaryName',
    name: 'alice.algo',
    values: { address: ME },
    layout: ({ ctx, app }) => setPrimaryNameLayout(ctx.name, app, ME),
  },
  {
    id: 'sendToVault',
    name: 'bob.algo',
    values: { asset: '0', amount: '2.5' },
    layout: () => sendToVaultLayout(0n, 2_500_000n, false),
  },
  {
    id: 'sendToVault',
    name: 'bob.algo',
    values: { asset: String(USDC), amount: '1.5' },
    layout: () => sendToVaultLayout(USDC, 1_500_000n, true),
  },
  {
    id: 'sendFromVault',
    name: 'alice.algo',
    values: { asset: '0', amount: '1', receiver: ME },
    layout: () => sendFromVaultLayout({ amount: 1_000_000n, receiver: ME, asset: 0n, sender: ME }),
  },
  {
    id: 'sendFromVault',
    name: 'alice.algo',
    values: { asset: String(USDC), amount: '2', receiver: OTHER },
    layout: () => sendFromVaultLayout({ amount: 2_000_000n, receiver: OTHER, asset: USDC, sender: ME }),
  },
  { id: 'lockVault', name: 'alice.algo', values: { mode: 'locked' }, layout: () => vaultLockLayout(true) },
  { id: 'optInVault', name: 'alice.algo', values: { asset: String(USDC) }, layout: () => vaultOptInLayout([USDC]) },
  { id: 'setSegments', name: 'alice.algo', values: { mode: 'locked' }, layout: () => segmentLayout(true, 0n) },
  {
    id: 'upgradeContract',
    name: 'soon.algo',
    values: {},
    setup: () => {
      world.names.get('soon.algo')!.properties!.internal!.ver = '2.11'
    },
    layout: ({ ctx, app, registry, pays }) =>
      upgradeLayout({ name: ctx.name, nameApp: app, registryApp: registry, oracleApp: ORACLE, renewal: pays }),
  },
  {
    id: 'upgradeContract',
    name: 'pay.alice.algo',
    values: {},
    setup: () => {
      world.names.get('pay.alice.algo')!.properties!.internal!.ver = '2.5'
    },
    layout: ({ ctx, app, registry }) =>
      upgradeLayout({ name: ctx.name, nameApp: app, registryApp: registry, oracleApp: ORACLE, renewal: null }),
  },
]

/** Suggested params at the SDK's static fee for the transaction. */
function paramsAt(feeUnits: number): algosdk.SuggestedParams {
  return {
    flatFee: true,
    fee: mockNetworkFees().minFee * BigInt(feeUnits),
    minFee: mockNetworkFees().minFee,
    firstValid: ROUND,
    lastValid: ROUND + 1000n,
    genesisID: net.genesisId,
    genesisHash: algosdk.base64ToBytes(net.genesisHash!),
  }
}

/** The layout composed as the SDK composes it: algosdk's composer, a payment passed as the call's `pay` argument. */
function sdkGroup(steps: readonly ReferenceStep[], { app, registry }: Facts): algosdk.Transaction[] {
  const atc = new algosdk.AtomicTransactionComposer()
  const signer = algosdk.makeEmptyTransactionSigner()
  const addressOf = (to: ReferenceStep extends infer S ? (S extends { to: infer T } ? T : never) : never) =>
    typeof to === 'object' ? to.address : algosdk.getApplicationAddress(to === 'name' ? app : registry).toString()
  let held: algosdk.Transaction | null = null
  for (const [i, step] of steps.entries()) {
    if (step.kind !== 'call') {
      const txn =
        step.kind === 'pay'
          ? algosdk.makePaymentTxnWithSuggestedParamsFromObject({
              sender: ME,
              receiver: addressOf(step.to),
              amount: step.amount,
              suggestedParams: paramsAt(1),
            })
          : algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
              sender: ME,
              receiver: addressOf(step.to),
              assetIndex: step.asset,
              amount: step.amount,
              suggestedParams: paramsAt(1),
            })
      const next = steps[i + 1]
      const readsIt = next?.kind === 'call' && /\(pay[,)]/.test(signatureOf(next))
      if (readsIt) held = txn
      else atc.addTransaction({ txn, signer })
      continue
    }
    const method = algosdk.ABIMethod.fromSignature(signatureOf(step))
    const argument = held ? [{ txn: held, signer }] : []
    held = null
    atc.addMethodCall({
      appID: step.contract === 'name' ? app : registry,
      method,
      methodArgs: [...argument, ...step.args.map(encodable)] as algosdk.ABIArgument[],
      sender: step.from ?? ME,
      suggestedParams: paramsAt(step.feeUnits),
      signer,
      ...(step.note ? { note: new TextEncoder().encode(step.note) } : {}),
      appAccounts: [...(step.accounts ?? [])],
      appForeignAssets: [...(step.assets ?? [])],
      appForeignApps: [...(step.apps ?? [])],
    })
  }
  const txns = atc.buildGroup().map(({ txn }) => txn)
  // The composer leaves a lone transaction ungrouped; the service sends every write as one group.
  if (txns.length === 1) algosdk.assignGroupID(txns)
  return txns
}

const signatureOf = (step: Extract<ReferenceStep, { kind: 'call' }>) =>
  methodsOf(algosdk, step.contract, 'arc4').get(step.method)!.getSignature()

/** algosdk takes byte arrays as number lists. */
function encodable(value: unknown): algosdk.ABIValue {
  if (value instanceof Uint8Array) return Array.from(value)
  if (Array.isArray(value)) return value.map(encodable)
  return value as algosdk.ABIValue
}

describe('the SDK-shaped honest group of every action passes the check the app runs', () => {
  it.each(CASES.map((c) => [`${c.id} (${c.name})`, c] as const))(
    '%s',
    async (_, { id, name, values, setup, layout }) => {
      setup?.()
      const definition = actionById(id)
      const ctx = await actionContextFor(id, name, ME)
      const parsed = definition.parse({ ...definition.initialValues(ctx), ...values }, ctx)
      if (!parsed.ok) throw new Error(parsed.message)
      const intent = definition.intent(parsed.value, ctx)
      const facts = { ctx, pays: intent.pays, app: ctx.chain?.appId ?? 0n, registry: BigInt(net.registryAppId) }
      const txns = sdkGroup(layout(facts), facts)
      const checked = checkGroup(algosdk, {
        entries: txns.map((txn) => ({ kind: 'u', bytes: algosdk.encodeUnsignedTransaction(txn) })),
        intent,
        account: ME,
        network: { genesisId: net.genesisId, genesisHash: net.genesisHash! },
        round: ROUND,
        fees: mockNetworkFees(),
      })
      // Every declared call that is not optional is in the group; the fees are the SDK's own.
      expect(checked.fees).toBe(txns.reduce((sum, txn) => sum + txn.fee, 0n))
      expect(checked.total).toBe(checked.fees + intent.pays + checked.deposits)
    },
  )
})
