/**
 * The group check against every action, on the mock network (msw/node): the honest group the
 * mock API builds for arbitrary valid inputs passes; every generated tampering is refused with
 * its reason. Plus the rules one by one on hand-made groups.
 */
import * as algosdk from 'algosdk'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { actionContextFor } from '@/testing/actionContext'
import { encodeAddress } from '@/lib/address'
import { formatAlgos } from '@/lib/money'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { withMockNetwork } from '@/testing/mockNetwork'
import type { NetworkFees } from '@/algod/params'
import { mockNetworkFees } from '@/mocks/congestion'
import { setFault } from '@/mocks/faults'
import { ORACLE_APP_ID } from '@/mocks/fixtures/names'
import { suggestedParamsFor } from '@/mocks/groups'
import { CALL_TAMPERINGS, EXPECTED_REFUSAL, TAMPERINGS, tamperGroup, tamperingsFor } from '@/mocks/tamperGroup'
import { world } from '@/mocks/world'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { offerValues } from '../definitions/acceptOffer/acceptOffer'
import { payValues } from '../definitions/payName/payName'
import { ACTION_LIST, actionById, type ActionId } from '../registry'
import type { ActionValues } from '../types'
import { checkGroup } from './checkGroup'
import { GroupRefusedError } from './GroupRefusedError'
import { encodeCall } from './appCalls'
import { txnFee } from './feeCeiling'
import type { Intent } from './intent'

const net = NETWORKS.mock
const ME = TEST_ACCOUNT.address
const ROUND = 1000n
withMockNetwork()

const algo = fc
  .tuple(fc.integer({ min: 1, max: 5000 }), fc.integer({ min: 0, max: 999_999 }))
  .map(([whole, micro]) => `${whole}.${String(micro).padStart(6, '0')}`)
const microToText = (micro: number) => (micro / 1_000_000).toFixed(6)
const years = fc.integer({ min: 1, max: 20 }).map(String)
const text = fc.string({ maxLength: 60 }).map((s) => s.trim())

/** A picture as the cropper hands it over: a PNG data URL; or an NFT with its image. */
const picture = fc.oneof(
  fc
    .uint8Array({ minLength: 1, maxLength: 2000 })
    .map((bytes) => ({ image: `data:image/png;base64,${btoa(String.fromCharCode(...bytes))}` })),
  fc
    .record({ id: fc.integer({ min: 1, max: 2 ** 40 }), cid: fc.stringMatching(/^[a-z2-7]{10,40}$/) })
    .map(({ id, cid }) => ({ imageAsset: String(id), imageAssetUrl: `ipfs://${cid}` })),
)

/** For each action: the name it acts on, the values a user may type, and any state it needs first. */
const CASES: Record<
  ActionId,
  { name: string | fc.Arbitrary<string>; values: fc.Arbitrary<ActionValues>; setup?: () => void }
> = {
  mint: {
    name: fc.stringMatching(/^zz[a-z0-9]{2,10}$/).map((n) => `${n}.algo`),
    values: fc.record({ years, reservedFor: fc.constantFrom('', OTHER_ACCOUNT.address) }),
  },
  buy: { name: 'forsale.algo', values: fc.constant({}) },
  claim: { name: 'gift.algo', values: fc.constant({}) },
  list: {
    name: 'alice.algo',
    values: fc.record({ price: algo, reservedFor: fc.constantFrom('', OTHER_ACCOUNT.address) }),
  },
  cancelSale: { name: 'cheap.algo', values: fc.constant({}) },
  acceptOffer: {
    name: 'alice.algo',
    values: fc
      .tuple(fc.constantFrom(OTHER_ACCOUNT.address, THIRD_ACCOUNT.address), fc.integer({ min: 1, max: 10 ** 12 }))
      .map(([bidder, microalgos]) => offerValues(bidder, microalgos)),
  },
  offer: { name: 'bob.algo', values: fc.record({ amount: algo, note: text }) },
  renew: { name: 'soon.algo', values: fc.record({ years }) },
  editProfile: { name: 'alice.algo', values: fc.record({ bio: text.map((t) => `${t} new`), github: text }) },
  setAvatar: { name: 'alice.algo', values: picture },
  setBanner: { name: 'pay.alice.algo', values: picture },
  linkAddress: {
    name: 'alice.algo',
    values: fc.constantFrom({ address: OTHER_ACCOUNT.address }, { address: THIRD_ACCOUNT.address }),
  },
  unlinkAddress: {
    name: 'alice.algo',
    values: fc.constantFrom({ address: OTHER_ACCOUNT.address }, { address: ME }),
    setup: () => {
      world.names.get('alice.algo')!.caAlgo = [ME, OTHER_ACCOUNT.address]
    },
  },
  sendName: {
    name: 'alice.algo',
    values: fc.oneof(
      fc.constantFrom(OTHER_ACCOUNT.address, THIRD_ACCOUNT.address).map((recipient) => ({ recipient })),
      fc.constant({ recipient: 'bob.algo', recipientAddress: OTHER_ACCOUNT.address }),
    ),
  },
  setPrimaryAddress: {
    name: 'alice.algo',
    values: fc.constant({ address: OTHER_ACCOUNT.address }),
    setup: () => {
      world.names.get('alice.algo')!.caAlgo = [ME, OTHER_ACCOUNT.address]
    },
  },
  setPrimaryName: { name: 'alice.algo', values: fc.constant({ address: ME }) },
  sendToVault: {
    name: 'bob.algo',
    values: fc.oneof(
      fc.record({ asset: fc.constant('0'), amount: fc.integer({ min: 1, max: 500_000_000 }).map(microToText) }),
      fc.record({ asset: fc.constant('10458941'), amount: fc.integer({ min: 1, max: 250_000_000 }).map(microToText) }),
      fc.constant({ asset: '20000002', amount: '3' }),
    ),
  },
  // alice.algo's vault: 5 ALGO (0.4 kept), 12.5 USDC, NFTs.
  sendFromVault: {
    name: 'alice.algo',
    values: fc.record({
      asset: fc.constantFrom('0', '10458941'),
      amount: fc.integer({ min: 1, max: 4_000_000 }).map(microToText),
      receiver: fc.constantFrom(ME, OTHER_ACCOUNT.address),
    }),
  },
  lockVault: { name: 'alice.algo', values: fc.record({ mode: fc.constantFrom('locked', 'open') }) },
  optInVault: { name: 'alice.algo', values: fc.constant({ asset: '10458941' }) },
  setSegments: {
    name: 'alice.algo',
    values: fc.oneof(
      fc.constant({ mode: 'locked' }),
      fc.integer({ min: 1, max: 99_999_999 }).map((cents) => ({ mode: 'open', priceUsd: (cents / 100).toFixed(2) })),
    ),
  },
  // To bob.algo's verified address, as the payment request shows it: ALGO or an asset.
  payName: {
    name: 'bob.algo',
    values: fc.oneof(
      fc
        .bigInt({ min: 1n, max: 10n ** 12n })
        .map((amount) =>
          payValues({ receiver: OTHER_ACCOUNT.address, assetId: 0n, amount, decimals: 6, unit: 'ALGO' }),
        ),
      fc
        .bigInt({ min: 1n, max: 10n ** 15n })
        .map((amount) =>
          payValues({ receiver: OTHER_ACCOUNT.address, assetId: 10_458_941n, amount, decimals: 6, unit: 'USDC' }),
        ),
    ),
  },
  // One name on each step: below 2.11 (no payment) and 2.11 (pays a year of renewal).
  upgradeContract: {
    name: fc.constantFrom('soon.algo', 'pay.alice.algo'),
    values: fc.constant({}),
    setup: () => {
      world.names.get('soon.algo')!.properties!.internal!.ver = '2.11'
      world.names.get('pay.alice.algo')!.properties!.internal!.ver = '2.5'
    },
  },
}

const contextFor = (id: ActionId, name: string) => actionContextFor(id, name, ME)

/** Checked against what the mock network charges now, unless told. */
const check = (entries: readonly TxnGroupEntry[], intent: Intent, fees: NetworkFees = mockNetworkFees()) =>
  checkGroup(algosdk, {
    entries,
    intent,
    account: ME,
    network: { genesisId: net.genesisId, genesisHash: net.genesisHash! },
    round: ROUND,
    fees,
  })

/** A congested network: 25 µALGO a byte, and a minimum fee raised to 2,000 µALGO. */
const BUSY = { feePerByte: 25, minFee: 2000 }

function refusal(run: () => unknown): GroupRefusedError {
  try {
    run()
  } catch (error) {
    if (error instanceof GroupRefusedError) return error
    throw error
  }
  throw new Error('the group was not refused')
}

// Any account but the zero address, which algosdk refuses to encode as a receiver.
const attacker = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((key) => key.some((byte) => byte !== 0))
  .map(encodeAddress)

/** Actions whose group makes no contract call of the account's: a plain payment or transfer (to the vault, to a name). */
const NO_CALLS: readonly ActionId[] = ['sendToVault', 'payName']

describe.each([
  ['a calm network', null],
  ['a congested network (fee per byte, higher minimum fee)', BUSY],
])('every action on %s: honest groups pass at its fee, every tampering is refused with its reason', (_, busy) => {
  it('covers every action the app has', () => {
    expect(Object.keys(CASES).sort()).toEqual(ACTION_LIST.map((a) => a.id).sort())
  })

  it.each(ACTION_LIST.map((a) => a.id))('%s', async (id) => {
    if (busy) setFault({ kind: 'congested', ...busy })
    const { name, values, setup } = CASES[id]!
    const definition = actionById(id)
    const names = typeof name === 'string' ? fc.constant(name) : name
    await fc.assert(
      fc.asyncProperty(names, values, attacker, async (target, typed, thief) => {
        setup?.()
        const ctx = await contextFor(id, target)
        const parsed = definition.parse({ ...definition.initialValues(ctx), ...typed }, ctx)
        if (!parsed.ok) throw new Error(parsed.message)
        const intent = definition.intent(parsed.value, ctx)
        const entries = await definition.build(parsed.value, ctx)
        const honest = check(entries, intent)
        expect(honest.total).toBe(honest.fees + intent.pays + honest.deposits)
        // The service pays what the network asks: more than the minimum while it is congested.
        const { minFee } = mockNetworkFees()
        const userTxns = honest.signers.filter(Boolean).length
        if (busy) expect(honest.fees).toBeGreaterThan(minFee * BigInt(userTxns))
        else expect(honest.fees % minFee).toBe(0n)
        // The review says what each call does, decoded from the group: one sentence a declared call
        // (a call the service adds only when needed, a clearing or a vault's opt-in, may be absent).
        expect(honest.calls.length).toBeGreaterThanOrEqual(intent.calls.filter((c) => !c.optional).length)
        expect(honest.calls.length).toBeLessThanOrEqual(intent.calls.length)

        // Another account of the user that this action does not ask to sign.
        const otherAccount = [THIRD_ACCOUNT.address, OTHER_ACCOUNT.address].find((a) => !intent.coSigners?.includes(a))!
        const tamperings = tamperingsFor(entries)
        // A plain transfer (no call of the account's) cannot have its call tampered with; an asset's vault opt-in is a call.
        const skipped = NO_CALLS.includes(id) && !tamperings.includes('method') ? CALL_TAMPERINGS : []
        expect(TAMPERINGS.filter((t) => !tamperings.includes(t) && t !== 'foreignAsset' && t !== 'assetId')).toEqual(
          skipped,
        )
        for (const tampering of tamperings) {
          const tampered = tamperGroup(entries, tampering, { attacker: thief, otherAccount })
          const error = refusal(() => check(tampered, intent))
          expect({ tampering, code: error.code }).toEqual({
            tampering,
            code: expect.toSatisfy((code: string) => (EXPECTED_REFUSAL[tampering] as string[]).includes(code)),
          })
          expect(error.message).toMatch(
            /^Refused: the transaction group from the name service .+\. Nothing was signed\.$/,
          )
        }
      }),
      // The busy network changes the fees, not what the values can do: fewer runs cover it.
      { numRuns: busy ? 2 : 5 },
    )
  })
})

describe('an address being linked signs too, and only the one the user named', () => {
  it('its proof passes with the co-signer agreed to; refused without it, or with another one', async () => {
    const link = actionById('linkAddress')
    const ctx = await contextFor('linkAddress', 'alice.algo')
    const data = { address: OTHER_ACCOUNT.address }
    const entries = await link.build(data, ctx)
    const agreed = link.intent(data, ctx)
    expect(agreed.coSigners).toEqual([OTHER_ACCOUNT.address])
    expect(new Set(check(entries, agreed).signers.filter(Boolean))).toEqual(new Set([ME, OTHER_ACCOUNT.address]))
    for (const coSigners of [[], [THIRD_ACCOUNT.address]]) {
      const error = refusal(() => check(entries, { ...agreed, coSigners }))
      expect(error.code).toBe('sender')
      expect(error.message).toContain('would ask you to sign for U65ZQA')
    }
  })
})

describe('an offer is what postOffer(uint64,string)void defines: a logged amount and note, no payment', () => {
  it("posts the amount and note; nothing goes to the owner's vault, and a payment there is refused", async () => {
    const offer = actionById('offer')
    const ctx = await contextFor('offer', 'bob.algo')
    const data = { amount: 12_000_000n, note: 'Would you sell?' }
    const intent = offer.intent(data, ctx)
    expect(intent.pays).toBe(0n)
    expect(intent.receivers).toEqual([])
    const checked = check(await offer.build(data, ctx), intent)
    expect(checked.payments).toEqual([])
    expect(checked.total).toBe(checked.fees)
    expect(checked.signers).toEqual([ME])
    expect(checked.calls).toEqual(['Offer 12 ALGO for bob.algo with the note “Would you sell?”'])
    // The old layout's payment into the vault (which its owner can empty) is refused: no receiver is declared.
    const vault = algosdk.getApplicationAddress(ctx.chain!.appId).toString()
    const intoVault = tamperGroup(await offer.build(data, ctx), 'amount', { attacker: vault, otherAccount: vault })
    expect(refusal(() => check(intoVault, intent)).message).toContain(
      `would also pay 1,000 ALGO to ${vault.slice(0, 6)}`,
    )
  })
})

/** The account's own entries with a payment from it added, regrouped (the service's presigned entries left out). */
function withPayment(entries: readonly TxnGroupEntry[], to: string, amount: bigint): TxnGroupEntry[] {
  const txns = entries
    .filter((entry) => entry.kind === 'u')
    .map((entry) => algosdk.decodeUnsignedTransaction(entry.bytes))
  for (const txn of txns) txn.group = undefined
  const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
    sender: ME,
    receiver: to,
    amount,
    suggestedParams: suggestedParamsFor(net, ROUND),
  })
  const all = algosdk.assignGroupID([...txns, payment])
  return all.map((txn) => ({ kind: 'u', bytes: algosdk.encodeUnsignedTransaction(txn) }))
}

describe('a gift is what offerForSale(uint64,address)void defines: a sale at 0 reserved for the recipient', () => {
  it('clears the profile and lists it for the recipient at 0; the recipient pays the claim, and no payment to them passes', async () => {
    const gift = actionById('sendName')
    const ctx = await contextFor('sendName', 'alice.algo')
    const data = { address: OTHER_ACCOUNT.address, name: undefined }
    const intent = gift.intent(data, ctx)
    expect(intent.pays).toBe(0n)
    const entries = await gift.build(data, ctx)
    const checked = check(entries, intent)
    expect(checked.payments).toEqual([])
    expect(checked.total).toBe(checked.fees)
    expect(checked.calls.at(-1)).toBe(
      "Send alice.algo to U65ZQA...NE2Q, who claims it paying only the claim's network fees",
    )
    // The API's payReceiver would add a payment to the recipient of an amount neither the SDK nor
    // the spec defines: the app does not ask for it, and any such payment is refused, even one
    // of just the claim's fees (a payment and purchase at 4,000: 5,000 µALGO), as is one to anyone else.
    for (const [to, amount, shown] of [
      [OTHER_ACCOUNT.address, 5_000n, '0.005 ALGO to U65ZQA...NE2Q'],
      [OTHER_ACCOUNT.address, 1_000_000n, '1 ALGO to U65ZQA...NE2Q'],
      [THIRD_ACCOUNT.address, 5_000n, `0.005 ALGO to ${THIRD_ACCOUNT.address.slice(0, 6)}`],
    ] as const) {
      const error = refusal(() => check(withPayment(entries, to, amount), intent))
      expect(error.code).toBe('receiver')
      expect(error.message).toContain(`would also pay ${shown}`)
    }
  })
})

describe('a mint may reference the price oracle the registry names on chain, and no other app', () => {
  const ORACLE = BigInt(ORACLE_APP_ID)
  const REGISTRY = BigInt(net.registryAppId)

  /** The SDK's mint: four gas calls, the payment, mintNfd; each with the apps given. */
  function mintGroup(name: string, amount: bigint, apps: { gas?: bigint[]; mint: bigint[] }) {
    const params = (fee = 1000n) => ({ ...suggestedParamsFor(net, ROUND), flatFee: true, fee })
    const gas = ['1', '2', '3', '4'].map((note, i) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: REGISTRY,
        appArgs: encodeCall(algosdk, 'registry', 'arc4', 'gas', []),
        note: new TextEncoder().encode(note),
        foreignApps: i === 0 ? (apps.gas ?? []) : [],
        suggestedParams: params(),
      }),
    )
    const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ME,
      receiver: algosdk.getApplicationAddress(REGISTRY),
      amount,
      suggestedParams: params(),
    })
    const mintNfd = algosdk.makeApplicationNoOpTxnFromObject({
      sender: ME,
      appIndex: REGISTRY,
      appArgs: encodeCall(algosdk, 'registry', 'arc4', 'mintNfd', [name, ME, false]),
      foreignApps: apps.mint,
      suggestedParams: params(11_000n),
    })
    const txns = algosdk.assignGroupID([...gas, payment, mintNfd])
    return txns.map((txn) => ({ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(txn) }))
  }

  it('the oracle the chain names passes on the mint or on a budget call; another app, or none read, is refused', async () => {
    const mint = actionById('mint')
    const ctx = await contextFor('mint', 'zzoracle.algo')
    expect(ctx.registry).toEqual({ oracleAppId: ORACLE })
    const parsed = mint.parse({ ...mint.initialValues(ctx), years: '1' }, ctx)
    if (!parsed.ok) throw new Error(parsed.message)
    const intent = mint.intent(parsed.value, ctx)
    const honest = mintGroup(ctx.name, intent.pays, { mint: [ORACLE] })
    expect(check(honest, intent).calls).toEqual([expect.stringMatching(/^Mint zzoracle\.algo/)])
    // algokit may place the reference on any of the registry's calls.
    expect(check(mintGroup(ctx.name, intent.pays, { gas: [ORACLE], mint: [] }), intent).fees).toBe(16_000n)

    const other = ORACLE + 1n
    for (const apps of [{ mint: [ORACLE, other] }, { gas: [other], mint: [ORACLE] }]) {
      const error = refusal(() => check(mintGroup(ctx.name, intent.pays, apps), intent))
      expect(error.code).toBe('foreign')
      expect(error.message).toContain(`also handing it application ${other}. Nothing was signed.`)
    }
    // The chain named another oracle, or none could be read: the one in the group is not allowed.
    for (const registry of [{ oracleAppId: other }, { oracleAppId: null }]) {
      const elsewhere = mint.intent(parsed.value, { ...ctx, registry })
      expect(refusal(() => check(honest, elsewhere)).message).toContain(`also handing it application ${ORACLE}.`)
    }
  })
})

describe("an uploaded picture's address is computed from its bytes, not taken from the service", () => {
  it('the group pointing the avatar at the CID of the bytes sent passes; at any other CID it is refused in words', async () => {
    const avatar = actionById('setAvatar')
    const ctx = await contextFor('setAvatar', 'alice.algo')
    const upload = (bytes: string) => {
      const parsed = avatar.parse({ image: `data:image/png;base64,${btoa(bytes)}`, imageAsset: '' }, ctx)
      if (!parsed.ok) throw new Error(parsed.message)
      return parsed.value
    }
    const mine = upload('\x89PNG mine')
    const intent = avatar.intent(mine, ctx)
    expect(check(await avatar.build(mine, ctx), intent).calls[0]).toContain('ipfs://bafkrei')
    // The service stores other bytes than the user's (or says it did): another content id.
    const other = await avatar.build(upload('\x89PNG other'), ctx)
    const error = refusal(() => check(other, intent))
    expect(error.code).toBe('call')
    expect(error.message).toMatch(
      /^Refused: the transaction group from the name service would set avatar to “ipfs:\/\/bafkrei[a-z2-7]+”/,
    )
  })
})

describe('the rules, one by one', () => {
  const CONTRACT = algosdk.getApplicationAddress(77).toString()
  const params = (over: Partial<algosdk.SuggestedParams> = {}): algosdk.SuggestedParams => ({
    ...suggestedParamsFor(net, ROUND),
    ...over,
  })
  const pay = (amount: number, over: Partial<algosdk.SuggestedParams> = {}, to = CONTRACT) =>
    algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ME,
      receiver: to,
      amount,
      suggestedParams: params(over),
    })
  const call = () =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: ME,
      appIndex: 77,
      appArgs: encodeCall(algosdk, 'name', 'arc4', 'cancelSale', []),
      suggestedParams: params(),
    })
  const group = (...txns: algosdk.Transaction[]) => {
    // Computed over the transactions without a group id, as the check does.
    for (const txn of txns) txn.group = undefined
    algosdk.assignGroupID(txns)
    return txns.map((t) => ({ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(t) }))
  }
  const intent: Intent = {
    types: ['pay', 'appl'],
    receivers: [{ address: CONTRACT, label: 'x.algo (its contract)' }],
    calls: [{ contract: 'name', app: 77n, name: 'x.algo', version: '3.0', method: 'cancelSale', args: [] }],
    pays: 5_000_000n,
  }
  // A vault send: one call whose contract sends an inner transaction, and no payment.
  const vaultSend = (fee: bigint) =>
    algosdk.makeApplicationNoOpTxnFromObject({
      sender: ME,
      appIndex: 77,
      appArgs: encodeCall(algosdk, 'name', 'arc4', 'vaultSend', [1n, ME, '', 0n, []]),
      accounts: [ME],
      suggestedParams: params({ fee }),
    })
  const vault: Intent = {
    ...intent,
    pays: 0n,
    calls: [{ ...intent.calls[0]!, method: 'vaultSend', args: [1n, ME, '', 0n, []], accounts: [ME] }],
  }

  it('passes the declared group and reports what leaves the account, named', () => {
    const checked = check(group(pay(5_000_000), call()), intent)
    expect(checked.payments).toEqual([{ to: intent.receivers[0], microalgos: 5_000_000n }])
    expect(checked.fees).toBe(2000n)
    expect(checked.total).toBe(5_002_000n)
    expect(checked.signers).toEqual([ME, ME])
  })

  it('says what a raised amount would have done', () => {
    expect(refusal(() => check(group(pay(6_000_000), call()), intent)).message).toBe(
      'Refused: the transaction group from the name service would pay 6 ALGO instead of the 5 ALGO you agreed to. Nothing was signed.',
    )
  })

  it('an undeclared application, an expired or future window, a fee above the ceiling', () => {
    const other = algosdk.makeApplicationNoOpTxnFromObject({ sender: ME, appIndex: 78, suggestedParams: params() })
    expect(refusal(() => check(group(pay(5_000_000), other), intent)).code).toBe('app')
    expect(refusal(() => check(group(pay(5_000_000, { firstValid: 1n, lastValid: 900n }), call()), intent)).code).toBe(
      'validity',
    )
    expect(
      refusal(() => check(group(pay(5_000_000, { firstValid: ROUND + 500n, lastValid: ROUND + 600n })), intent)).code,
    ).toBe('validity')
    // The payment at the minimum fee; cancelSale at the SDK's 3,000 plus one minimum fee of headroom.
    const costly = pay(5_000_000, { fee: 4001n })
    expect(refusal(() => check(group(costly, call()), intent)).message).toContain(
      'would charge 0.005001 ALGO in network fees, more than the 0.005 ALGO your 2 transactions may pay',
    )
  })

  it('a contract version the app does not know is refused, not guessed', () => {
    const unknown = { ...intent, calls: [{ ...intent.calls[0]!, version: '4.0' }] }
    expect(refusal(() => check(group(pay(5_000_000), call()), unknown)).message).toBe(
      'Refused: the transaction group from the name service is for version 4.0 of the contract of x.algo, which this app does not know. Nothing was signed.',
    )
  })

  it('a call with other arguments is refused with what it would do; the honest one is described', async () => {
    const listing = (price: bigint, buyer: string) =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', 'arc4', 'offerForSale', [price, buyer]),
        suggestedParams: params(),
      })
    const list: Intent = {
      ...intent,
      pays: 0n,
      calls: [{ ...intent.calls[0]!, method: 'offerForSale', args: [120_000_000n, OTHER_ACCOUNT.address] }],
      named: [{ address: OTHER_ACCOUNT.address, label: 'bob.algo' }],
    }
    expect(check(group(listing(120_000_000n, OTHER_ACCOUNT.address)), list).calls).toEqual([
      'List x.algo for 120 ALGO, reserved for bob.algo',
    ])
    expect(refusal(() => check(group(listing(1n, THIRD_ACCOUNT.address)), list)).message).toBe(
      `Refused: the transaction group from the name service would list x.algo for 0.000001 ALGO, reserved for ${THIRD_ACCOUNT.address.slice(0, 6)}...${THIRD_ACCOUNT.address.slice(-4)}. Nothing was signed.`,
    )
    // In Spanish: the same decoded call and refusal, each one sentence of its own language.
    await chooseLocale('es')
    try {
      expect(check(group(listing(120_000_000n, OTHER_ACCOUNT.address)), list).calls).toEqual([
        'Poner x.algo a la venta por 120 ALGO, reservado para bob.algo',
      ])
      expect(refusal(() => check(group(listing(1n, THIRD_ACCOUNT.address)), list)).message).toBe(
        `Rechazado: el grupo de transacciones del servicio de nombres pretende poner x.algo a la venta por ${formatAlgos(1n)} ALGO, reservado para ${THIRD_ACCOUNT.address.slice(0, 6)}...${THIRD_ACCOUNT.address.slice(-4)}. No se firmó nada.`,
      )
    } finally {
      locale.set('en')
    }
  })

  it('a 2.x contract is called by the method name as text; the same call in ARC-4 is not its layout', () => {
    const purchase = (layout: 'text' | 'arc4') =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', layout, 'purchase', []),
        suggestedParams: params(),
      })
    const v2: Intent = { ...intent, calls: [{ ...intent.calls[0]!, version: '2.11', method: 'purchase' }] }
    expect(check(group(pay(5_000_000), purchase('text')), v2).calls).toEqual([
      'Buy x.algo with the 5 ALGO paid before it',
    ])
    expect(refusal(() => check(group(pay(5_000_000), purchase('arc4')), v2)).code).toBe('call')
  })

  it("the fee ceiling is each call's SDK budget plus one minimum fee of headroom, and no more", () => {
    // vaultSend of ALGO: the SDK's 3,000, and 1,000 of headroom.
    expect(check(group(vaultSend(4000n)), vault).feeCeiling).toBe(4000n)
    expect(refusal(() => check(group(vaultSend(4001n)), vault)).code).toBe('fee')
  })

  describe('the fee ceiling is what the network charges for the group, read from algod', () => {
    const busy: NetworkFees = { minFee: 1000n, perByte: 25n }
    const busyParams = suggestedParamsFor(net, ROUND, busy)
    /** Each transaction at the fee the network asks of it as it will be sent: grouped, its fee part of its size. */
    const atNetworkFee = (...txns: algosdk.Transaction[]) => {
      for (let settled = false; !settled;) {
        group(...txns)
        settled = txns.every((txn) => txn.fee === txnFee(txn, busy))
        for (const txn of txns) txn.fee = txnFee(txn, busy)
      }
      return txns
    }
    const busyPay = () =>
      algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: ME,
        receiver: CONTRACT,
        amount: 5_000_000,
        suggestedParams: busyParams,
      })
    const busyCall = () =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', 'arc4', 'cancelSale', []),
        suggestedParams: busyParams,
      })

    it('congested: a group at the fee algosdk sizes passes, though above the minimum fee', () => {
      const txns = [busyPay(), busyCall()]
      expect(txns.every((txn) => txn.fee > busy.minFee)).toBe(true)
      const checked = check(group(...txns), intent, busy)
      expect(checked.fees).toBe(txns[0]!.fee + txns[1]!.fee)
      // cancelSale's budget beyond its own fee: 2 minimum fees (the SDK's 3,000) and 1 of headroom.
      expect(checked.feeCeiling).toBe(txnFee(txns[0]!, busy) + txnFee(txns[1]!, busy) + 3n * busy.minFee)
      expect(checked.total).toBe(5_000_000n + checked.fees)
      expect(checked.networkFees).toEqual(busy)
      // The same group on a calm network pays more than it asks.
      expect(refusal(() => check(group(busyPay(), busyCall()), intent, { minFee: 1000n, perByte: 0n })).code).toBe(
        'fee',
      )
    })

    it('congested: what the network asks plus the call budget passes; one µALGO more is refused with its sentence', () => {
      const exact = atNetworkFee(busyPay(), busyCall())
      exact[1]!.fee += 3n * busy.minFee
      const checked = check(group(...exact), intent, busy)
      expect(checked.fees).toBe(checked.feeCeiling)
      exact[0]!.fee += 1n
      const over = group(...exact)
      const ceiling = txnFee(exact[0]!, busy) + txnFee(exact[1]!, busy) + 3n * busy.minFee
      expect(ceiling).toBe(checked.feeCeiling)
      expect(refusal(() => check(over, intent, busy)).message).toBe(
        `Refused: the transaction group from the name service would charge ${formatAlgos(ceiling + 1n)} ALGO in network fees, more than the ${formatAlgos(ceiling)} ALGO your 2 transactions may pay (what the network asks, and what each call needs for the contract). Nothing was signed.`,
      )
    })

    it('congested: a group padded with a fee far above what the network asks is refused', () => {
      const padded = busyCall()
      padded.fee += 1_000_000n
      const error = refusal(() => check(group(busyPay(), padded), intent, busy))
      expect(error.code).toBe('fee')
      expect(error.message).toMatch(/would charge 1\.0\d+ ALGO in network fees, more than the 0\.0\d+ ALGO/)
    })

    it('a raised minimum fee counts for every transaction and every inner one', () => {
      const raised: NetworkFees = { minFee: 2500n, perByte: 0n }
      expect(check(group(vaultSend(10_000n)), vault, raised).feeCeiling).toBe(10_000n)
      expect(refusal(() => check(group(vaultSend(10_001n)), vault, raised)).code).toBe('fee')
    })
  })

  it("a call signed by the service may not follow the account's payment: it would read it as its own", () => {
    const serviceCall = algosdk.makeApplicationNoOpTxnFromObject({
      sender: OTHER_ACCOUNT.address,
      appIndex: 77,
      appArgs: encodeCall(algosdk, 'name', 'arc4', 'purchase', []),
      suggestedParams: params(),
    })
    const entries = group(pay(5_000_000), serviceCall, call())
    const signed = serviceCall.signTxn(algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic).sk)
    const error = refusal(() => check([entries[0]!, { kind: 's', bytes: signed }, entries[2]!], intent))
    expect(error.message).toContain('would let U65ZQA...NE2Q use your payment of 5 ALGO in a call of its own')
  })

  it('names an undeclared type in words: an asset transfer, not "a axfer transaction"', () => {
    const transfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
      sender: ME,
      receiver: ME,
      assetIndex: 31566704,
      amount: 0,
      suggestedParams: params(),
    })
    expect(refusal(() => check(group(pay(5_000_000), transfer), intent)).message).toContain(
      'would also send an asset transfer, which this action does not use',
    )
  })

  it('a single transaction with no group id is refused: nothing ties it to the rest', () => {
    const alone = [{ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(pay(5_000_000)) }]
    expect(refusal(() => check(alone, intent)).code).toBe('groupId')
  })

  it("a presigned entry from the user's own account is refused", () => {
    const entries = group(pay(5_000_000), call())
    const signed = algosdk
      .decodeUnsignedTransaction(entries[0]!.bytes)
      .signTxn(algosdk.mnemonicToSecretKey(TEST_ACCOUNT.mnemonic).sk)
    expect(refusal(() => check([{ kind: 's', bytes: signed }, entries[1]!], intent)).code).toBe('sender')
  })

  describe('effects, not shapes', () => {
    const REGISTRY = algosdk.getApplicationAddress(99).toString()
    const gas = (app: number, note = '1') =>
      algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: app,
        appArgs: encodeCall(algosdk, 'registry', 'arc4', 'gas', []),
        note: new TextEncoder().encode(note),
        suggestedParams: params(),
      })

    it('a note on a call and a budget call to the app the action calls pass; a note on a payment does not', () => {
      const note = new TextEncoder().encode('1')
      const noted = algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', 'arc4', 'cancelSale', []),
        note,
        suggestedParams: params(),
      })
      expect(check(group(gas(77), pay(5_000_000), noted), intent).calls).toEqual(['Take x.algo off the market'])
      const notedPay = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
        sender: ME,
        receiver: CONTRACT,
        amount: 5_000_000,
        note,
        suggestedParams: params(),
      })
      expect(refusal(() => check(group(notedPay, call()), intent)).code).toBe('note')
      expect(refusal(() => check(group(gas(78), pay(5_000_000), call()), intent)).code).toBe('app')
    })

    it("the fee ceiling counts the user's own entries: bulky presigned service calls do not raise it", () => {
      const service = algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic)
      const bulky = Array.from({ length: 13 }, (_, i) => {
        const txn = algosdk.makeApplicationNoOpTxnFromObject({
          sender: OTHER_ACCOUNT.address,
          appIndex: 77,
          appArgs: encodeCall(algosdk, 'name', 'arc4', 'gas', []),
          note: new Uint8Array(1000).fill(i),
          suggestedParams: params(),
        })
        return txn
      })
      const costly = pay(5_000_000, { fee: 20_000n })
      const txns = [costly, call(), ...bulky]
      const entries = group(...txns).map((entry, i) =>
        i < 2 ? entry : { kind: 's' as const, bytes: (txns[i] as algosdk.Transaction).signTxn(service.sk) },
      )
      const busy = { minFee: 1000n, perByte: 10n }
      const error = refusal(() => check(entries, intent, busy))
      expect(error.code).toBe('fee')
      expect(error.message).toContain('your 2 transactions may pay')
    })

    it('a deposit goes to the receiver whose storage it pays for, not to any declared receiver', () => {
      const link: Intent = {
        ...intent,
        pays: 0n,
        receivers: [...intent.receivers, { address: REGISTRY, label: 'the NFD registry' }],
        deposits: [
          { to: CONTRACT, ceiling: 40_600n },
          { to: REGISTRY, ceiling: 18_500n },
        ],
      }
      expect(check(group(pay(40_600), call(), pay(18_500, {}, REGISTRY)), link).deposits).toBe(59_100n)
      const error = refusal(() => check(group(pay(59_100), call()), link))
      expect(error.code).toBe('amount')
      expect(error.message).toContain('would pay 0.0591 ALGO to x.algo (its contract), more than the 0.0406 ALGO')
    })

    it("an asset transfer to a contract may not feed another's call; an access list names only what is declared", () => {
      const sends: Intent = {
        ...intent,
        types: ['axfer', 'appl', 'pay'],
        pays: 0n,
        sends: new Map([[31_566_704n, 5n]]),
      }
      const transfer = algosdk.makeAssetTransferTxnWithSuggestedParamsFromObject({
        sender: ME,
        receiver: CONTRACT,
        assetIndex: 31_566_704,
        amount: 5,
        suggestedParams: params(),
      })
      const theirs = algosdk.makeApplicationNoOpTxnFromObject({
        sender: OTHER_ACCOUNT.address,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', 'arc4', 'purchase', []),
        suggestedParams: params(),
      })
      const entries = group(transfer, theirs, call())
      const signed = theirs.signTxn(algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic).sk)
      expect(refusal(() => check([entries[0]!, { kind: 's', bytes: signed }, entries[2]!], sends)).message).toContain(
        'would let U65ZQA...NE2Q use your 5 units of asset 31566704 in a call of its own',
      )
      const reaching = algosdk.makeApplicationNoOpTxnFromObject({
        sender: ME,
        appIndex: 77,
        appArgs: encodeCall(algosdk, 'name', 'arc4', 'cancelSale', []),
        access: [{ address: THIRD_ACCOUNT.address }],
        suggestedParams: params(),
      })
      expect(refusal(() => check(group(pay(5_000_000), reaching), intent)).code).toBe('foreign')
    })
  })

  it('a group that cannot be decoded is refused, not thrown as a crash', () => {
    expect(refusal(() => check([{ kind: 'u', bytes: Uint8Array.of(1, 2, 3) }], intent)).code).toBe('decode')
  })
})

describe('a renewal may reference the price oracle the registry names on chain, and no other app', () => {
  const ORACLE = BigInt(ORACLE_APP_ID)
  const REGISTRY = BigInt(net.registryAppId)

  /** A renewal: the year's payment to the name's contract, then renew(pay) at 5,000 µALGO naming these apps. */
  function renewGroup(app: bigint, amount: bigint, apps: bigint[]) {
    const params = (fee = 1000n) => ({ ...suggestedParamsFor(net, ROUND), flatFee: true, fee })
    const payment = algosdk.makePaymentTxnWithSuggestedParamsFromObject({
      sender: ME,
      receiver: algosdk.getApplicationAddress(app),
      amount,
      suggestedParams: params(),
    })
    const renew = algosdk.makeApplicationNoOpTxnFromObject({
      sender: ME,
      appIndex: app,
      appArgs: encodeCall(algosdk, 'name', 'arc4', 'renew', []),
      foreignApps: apps,
      suggestedParams: params(5_000n),
    })
    const txns = algosdk.assignGroupID([payment, renew])
    return txns.map((txn) => ({ kind: 'u' as const, bytes: algosdk.encodeUnsignedTransaction(txn) }))
  }

  it('the registry and the oracle the chain names pass; another app, or an oracle the chain does not name, is refused', async () => {
    const renew = actionById('renew')
    const ctx = await contextFor('renew', 'soon.algo')
    expect(ctx.registry).toEqual({ oracleAppId: ORACLE })
    const parsed = renew.parse(renew.initialValues(ctx), ctx)
    if (!parsed.ok) throw new Error(parsed.message)
    const intent = renew.intent(parsed.value, ctx)
    const app = ctx.chain!.appId
    expect(check(renewGroup(app, intent.pays, [REGISTRY, ORACLE]), intent).calls).toEqual([
      expect.stringMatching(/^Renew soon\.algo/),
    ])
    const other = ORACLE + 1n
    const error = refusal(() => check(renewGroup(app, intent.pays, [REGISTRY, other]), intent))
    expect(error.code).toBe('foreign')
    expect(error.message).toContain(`also handing it application ${other}. Nothing was signed.`)
    for (const registry of [{ oracleAppId: other }, { oracleAppId: null }]) {
      const elsewhere = renew.intent(parsed.value, { ...ctx, registry })
      expect(refusal(() => check(renewGroup(app, intent.pays, [REGISTRY, ORACLE]), elsewhere)).message).toContain(
        `also handing it application ${ORACLE}.`,
      )
    }
  })
})
