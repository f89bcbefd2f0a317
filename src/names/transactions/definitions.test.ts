/**
 * Every action definition against the mock network (msw/node): the values a user would type ->
 * the group the API builds -> signed "u" + untouched "s" -> accepted by the mock algod. And
 * what the dialog shows as the cost is what the group actually takes from the account.
 */
import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { submitGroup, waitForConfirmation } from '@/algod/submit'
import { NETWORKS } from '@/config/networks'
import { actionContextFor } from '@/testing/actionContext'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from '@/mocks/accounts'
import { signGroup, withMockNetwork } from '@/testing/mockNetwork'
import { getHoldings } from '@/algod/holdings'
import { holdingsAddressOf } from './holdingsAddressOf'
import { applicationAddress } from '@/lib/address'
import { world } from '@/mocks/world'
import { mockNetworkFees } from '@/mocks/congestion'
import { getName } from '../api/getName'
import { getQuote } from '../api/getQuote'
import { userMessage } from '../api/userMessage'
import { computeAbilities } from './abilities'
import { isVerifiedOn } from '../core/isVerifiedOn'
import { checkGroup } from './check/checkGroup'
import { checkSigned } from './check/checkSigned'
import { ACTION_LIST, actionById, availableActions, type ActionId } from './registry'
import { offerValues } from './definitions/acceptOffer/acceptOffer'
import { payValues } from './definitions/payName/payName'
import { claimPrice } from './definitions/claim/claim'
import { changedFields } from './definitions/editProfile/editProfile'
import { upgradeContract } from './definitions/upgradeContract/upgradeContract'
import { problemOf, type ActionContext, type ActionValues } from './types'

const net = NETWORKS.mock
const ME = TEST_ACCOUNT.address
withMockNetwork()

const contextFor = (id: ActionId, name: string) => actionContextFor(id, name, ME)

const CASES: [ActionId, string, ActionValues][] = [
  ['mint', 'newname.algo', { years: '3' }],
  ['buy', 'forsale.algo', {}],
  ['list', 'alice.algo', { price: '25.5', reservedFor: OTHER_ACCOUNT.address }],
  ['cancelSale', 'cheap.algo', {}],
  ['acceptOffer', 'alice.algo', offerValues(OTHER_ACCOUNT.address, 40_000_000)],
  ['offer', 'bob.algo', { amount: '2', note: 'hello' }],
  ['renew', 'soon.algo', { years: '2' }],
  ['editProfile', 'alice.algo', { name: 'Alice', bio: 'new bio', github: 'alice-gh' }],
  ['linkAddress', 'alice.algo', { address: OTHER_ACCOUNT.address }],
  ['unlinkAddress', 'alice.algo', { address: ME }],
  ['setSegments', 'alice.algo', { mode: 'open', priceUsd: '7.50' }],
  ['sendName', 'alice.algo', { recipient: 'bob.algo', recipientAddress: OTHER_ACCOUNT.address }],
  ['setPrimaryName', 'alice.algo', { address: ME }],
  ['sendToVault', 'bob.algo', { asset: '0', amount: '1.25' }],
  ['sendToVault', 'bob.algo', { asset: '10458941', amount: '12.5' }],
  ['sendFromVault', 'alice.algo', { asset: '10458941', amount: '2.5', receiver: OTHER_ACCOUNT.address }],
  ['sendFromVault', 'alice.algo', { asset: '0', amount: '1' }],
  ['lockVault', 'alice.algo', { mode: 'open' }],
  ['optInVault', 'alice.algo', { asset: '10458941' }],
  [
    'payName',
    'bob.algo',
    payValues({ receiver: OTHER_ACCOUNT.address, assetId: 0n, amount: 1_500_000n, decimals: 6, unit: 'ALGO' }),
  ],
  [
    'payName',
    'bob.algo',
    payValues({ receiver: OTHER_ACCOUNT.address, assetId: 10_458_941n, amount: 2_500_000n, decimals: 6, unit: 'USDC' }),
  ],
]

/** Parse (failing on a problem) and build, as the dialog does. */
async function build(id: ActionId, values: ActionValues, ctx: ActionContext) {
  const definition = actionById(id)
  const parsed = definition.parse(values, ctx)
  if (!parsed.ok) throw new Error(parsed.message)
  return definition.build(parsed.value, ctx)
}

describe('each definition end to end on the mock network', () => {
  it.each(CASES)('%s %s', async (id, name, typed) => {
    const definition = actionById(id)
    const ctx = await contextFor(id, name)
    // Offered to this account at all (the abilities), and the values pass the definition's check.
    expect(computeAbilities({ name, record: ctx.record, activeAddress: ME, now: new Date() })[definition.ability]).toBe(
      true,
    )
    const values = { ...definition.initialValues(ctx), ...typed }
    const parsed = definition.parse(values, ctx)
    if (!parsed.ok) throw new Error(parsed.message)

    const entries = await definition.build(parsed.value, ctx)
    // The honest group passes its own intent; every "u" entry is the acting account's, or a
    // co-signer's the action names (an address being linked).
    const intent = definition.intent(parsed.value, ctx)
    const checked = checkGroup(algosdk, {
      entries,
      intent,
      account: ME,
      network: { genesisId: net.genesisId, genesisHash: net.genesisHash! },
      round: 1000n,
      fees: mockNetworkFees(),
    })
    const coSigners = definition.coSigners?.(parsed.value, ctx) ?? []
    expect(intent.coSigners ?? []).toEqual(coSigners)
    expect(new Set(checked.signers.filter(Boolean))).toEqual(new Set([ME, ...coSigners]))
    // The estimate's cost lines are exactly what the group pays out, beside fees.
    const declared = definition.costs(parsed.value, ctx).reduce((sum, line) => sum + line.microalgos, 0n)
    expect(checked.total - checked.fees - checked.deposits).toBe(declared)

    const answers = signGroup(entries, TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic).map((bytes, i) =>
      entries[i]!.kind === 'u' ? bytes : null,
    )
    const txId = await submitGroup(net, checkSigned(algosdk, { entries, answers }))
    expect(txId).toBe(checked.txId)
    await expect(waitForConfirmation(net, txId)).resolves.toMatchObject({ txId })
  })

  it('pay: paying yourself is refused on review', async () => {
    const ctx = await contextFor('payName', 'bob.algo')
    const shown = payValues({ receiver: ME, assetId: 0n, amount: 5n, decimals: 6, unit: 'ALGO' })
    expect(problemOf(actionById('payName'), shown, ctx)).toBe('That is your own address: nothing to pay.')
  })

  it('the effects: mint for 3 years, list with a reserved buyer, edit only what changed', async () => {
    const mintCtx = await contextFor('mint', 'newname.algo')
    const group = await build('mint', { years: '3' }, mintCtx)
    await waitForConfirmation(net, await submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic)))
    const minted = await getName(net, 'newname.algo', 'full')
    expect(minted?.owner).toBe(ME)
    const years = (Date.parse(minted!.timeExpires!) - Date.now()) / (365 * 86_400_000)
    expect(years).toBeCloseTo(3, 1)

    const listCtx = await contextFor('list', 'alice.algo')
    const listed = await build('list', { price: '25.5', reservedFor: OTHER_ACCOUNT.address }, listCtx)
    await waitForConfirmation(net, await submitGroup(net, signGroup(listed, TEST_ACCOUNT.mnemonic)))
    expect(await getName(net, 'alice.algo', 'full')).toMatchObject({
      state: 'forSale',
      sellAmount: 25_500_000,
      reservedFor: OTHER_ACCOUNT.address,
    })
  })

  it('link: the group asks the linked address to sign too; without its signature the node refuses it', async () => {
    const ctx = await contextFor('linkAddress', 'pay.alice.algo')
    const group = await build('linkAddress', { address: OTHER_ACCOUNT.address }, ctx)
    const senders = group.map(({ kind, bytes }) =>
      kind === 'u' ? algosdk.decodeUnsignedTransaction(bytes).sender.toString() : null,
    )
    // The owner pays the name's contract, proposes the address and pays the registry; the address asks to be linked.
    expect(senders.filter(Boolean)).toEqual([ME, ME, ME, OTHER_ACCOUNT.address])
    const ownerOnly = signGroup(group, TEST_ACCOUNT.mnemonic)
    await expect(submitGroup(net, ownerOnly)).rejects.toThrow(/should have been authorized by|signature/)
    await waitForConfirmation(
      net,
      await submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic)),
    )
    expect((await getName(net, 'pay.alice.algo', 'full'))?.caAlgo).toContain(OTHER_ACCOUNT.address)
  })

  it('set primary address: a second linked address moves to the front', async () => {
    const run = async (id: ActionId, values: ActionValues) => {
      const ctx = await contextFor(id, 'pay.alice.algo')
      const group = await build(id, values, ctx)
      await waitForConfirmation(
        net,
        await submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic)),
      )
    }
    await run('linkAddress', { address: OTHER_ACCOUNT.address })
    const linked = await contextFor('setPrimaryAddress', 'pay.alice.algo')
    expect(actionById('setPrimaryAddress').initialValues(linked)).toEqual({ address: OTHER_ACCOUNT.address })
    expect(problemOf(actionById('setPrimaryAddress'), { address: ME }, linked)).toMatch(/already the primary/)
    await run('setPrimaryAddress', { address: OTHER_ACCOUNT.address })
    expect((await getName(net, 'pay.alice.algo', 'full'))?.caAlgo).toEqual([OTHER_ACCOUNT.address, ME])
  })
})

describe('the owner toolkit, end to end', () => {
  const run = async (
    id: ActionId,
    name: string,
    values: ActionValues,
    sender: { address: string; mnemonic: string } = TEST_ACCOUNT,
  ) => {
    const record = await getName(net, name, 'full')
    const ctx: ActionContext = { name, record, sender: sender.address, network: net }
    if (actionById(id).needsQuote) ctx.quote = await getQuote(net, name, sender.address)
    const holder = holdingsAddressOf(actionById(id), record, sender.address)
    if (holder) ctx.holdings = await getHoldings(net, holder)
    const group = await build(id, values, ctx)
    await waitForConfirmation(net, await submitGroup(net, signGroup(group, sender.mnemonic, OTHER_ACCOUNT.mnemonic)))
  }

  it('send a name: reserved for the recipient at 0, who claims it; the sender can no longer manage it', async () => {
    await run('sendName', 'alice.algo', { recipient: 'bob.algo', recipientAddress: OTHER_ACCOUNT.address })
    const sent = await getName(net, 'alice.algo', 'full')
    expect(sent).toMatchObject({ state: 'reserved', reservedFor: OTHER_ACCOUNT.address, sellAmount: 0 })
    expect(sent?.caAlgo).toBeUndefined()
    const mine = computeAbilities({ name: 'alice.algo', record: sent, activeAddress: ME, now: new Date() })
    expect(availableActions(mine).manage).toEqual([])
    const theirs = computeAbilities({
      name: 'alice.algo',
      record: sent,
      activeAddress: OTHER_ACCOUNT.address,
      now: new Date(),
    })
    expect(theirs.canClaim).toBe(true)
    await run('claim', 'alice.algo', {}, OTHER_ACCOUNT)
    expect(await getName(net, 'alice.algo', 'full')).toMatchObject({ state: 'owned', owner: OTHER_ACCOUNT.address })
  })

  it('accept an offer: reserved for the bidder at the offer, who buys it; a non-owner is refused', async () => {
    const accept = actionById('acceptOffer')
    const values = offerValues(OTHER_ACCOUNT.address, 40_000_000)
    const ctx = await contextFor('acceptOffer', 'alice.algo')
    const parsed = accept.parse(values, ctx)
    if (!parsed.ok) throw new Error(parsed.message)
    // What reaches the owner: the offer less the 5% the name's contract keeps (its commission1 is 50).
    expect(accept.describe?.(parsed.value, ctx)).toBe(
      `Sell alice.algo to ${OTHER_ACCOUNT.address} for 40 ALGO. If alice.algo sells, you receive 38 ALGO. Its contract keeps 2 ALGO, the NFD platform's 5% commission.`,
    )
    expect(problemOf(accept, offerValues(ME, 40_000_000), ctx)).toMatch(/yourself/)
    expect(problemOf(accept, { bidder: OTHER_ACCOUNT.address, price: '0' }, ctx)).toMatch(/no amount/)
    // The service refuses another account, whatever the form allowed.
    const stranger = { ...ctx, sender: THIRD_ACCOUNT.address }
    await expect(build('acceptOffer', offerValues(OTHER_ACCOUNT.address, 40_000_000), stranger)).rejects.toMatchObject({
      status: 400,
    })

    await run('acceptOffer', 'alice.algo', values)
    const listed = await getName(net, 'alice.algo', 'full')
    expect(listed).toMatchObject({ state: 'forSale', sellAmount: 40_000_000, reservedFor: OTHER_ACCOUNT.address })
    const mine = computeAbilities({ name: 'alice.algo', record: listed, activeAddress: ME, now: new Date() })
    expect(mine.canAcceptOffer).toBe(false)
    await run('claim', 'alice.algo', {}, OTHER_ACCOUNT)
    expect(await getName(net, 'alice.algo', 'full')).toMatchObject({ state: 'owned', owner: OTHER_ACCOUNT.address })
  })

  it('mint for someone else: reserved for them, who claim it; the form waits for a typed name', async () => {
    const mint = actionById('mint')
    const ctx = await contextFor('mint', 'forbob.algo')
    expect(problemOf(mint, { years: '1', reservedFor: 'bob.algo', reservedForAddress: '' }, ctx)).toMatch(
      /looking up bob\.algo/,
    )
    await run('mint', 'forbob.algo', { years: '1', reservedFor: 'bob.algo', reservedForAddress: OTHER_ACCOUNT.address })
    const minted = await getName(net, 'forbob.algo', 'full')
    expect(minted).toMatchObject({ state: 'reserved', reservedFor: OTHER_ACCOUNT.address })
    expect(computeAbilities({ name: 'forbob.algo', record: minted, activeAddress: ME, now: new Date() }).canEdit).toBe(
      false,
    )
    await run('claim', 'forbob.algo', {}, OTHER_ACCOUNT)
    expect(await getName(net, 'forbob.algo', 'full')).toMatchObject({ state: 'owned', owner: OTHER_ACCOUNT.address })
  })

  it('upgrade: an old contract refuses changes with upgradeRequired; 2.5 -> 2.11 free, -> 3.0 pays a year', async () => {
    world.names.get('soon.algo')!.properties!.internal!.ver = '2.5'
    const before = await getName(net, 'soon.algo', 'full')
    const edit = contextFor('editProfile', 'soon.algo').then((ctx) => build('editProfile', { bio: 'new' }, ctx))
    await expect(edit).rejects.toMatchObject({ status: 403, code: 'upgradeRequired' })
    await expect(edit.catch((error: unknown) => userMessage(error))).resolves.toMatch(/Upgrade contract/)

    const upgrade = upgradeContract
    const first = await contextFor('upgradeContract', 'soon.algo')
    const free = upgrade.parse({}, first)
    expect(free.ok && upgrade.costs(free.value, first)).toEqual([])
    await run('upgradeContract', 'soon.algo', {})
    const second = await contextFor('upgradeContract', 'soon.algo')
    const paid = upgrade.parse({}, second)
    if (!paid.ok) throw new Error(paid.message)
    expect(paid.value.renewal).toBe(BigInt(second.quote!.price))
    await run('upgradeContract', 'soon.algo', {})
    const after = await getName(net, 'soon.algo', 'full')
    expect(after?.properties?.internal?.ver).toBe('3.0')
    expect(Date.parse(after!.timeExpires!) - Date.parse(before!.timeExpires!)).toBeGreaterThanOrEqual(365 * 86_400_000)
    expect(computeAbilities({ name: 'soon.algo', record: after, activeAddress: ME, now: new Date() }).canUpgrade).toBe(
      false,
    )
    await run('editProfile', 'soon.algo', { bio: 'new' })
  })

  it('segments: open at $7.50 prices a segment from it; locked, others may not mint one', async () => {
    const before = await getQuote(net, 'new.alice.algo', OTHER_ACCOUNT.address)
    await run('setSegments', 'alice.algo', { mode: 'open', priceUsd: '7.50' })
    expect((await getName(net, 'alice.algo', 'full'))?.properties?.internal).toMatchObject({
      segmentLocked: '0',
      segmentPriceUsd: '750',
    })
    const after = await getQuote(net, 'new.alice.algo', OTHER_ACCOUNT.address)
    expect(after.price).toBeGreaterThan(before.price)
    expect(
      problemOf(
        actionById('setSegments'),
        { mode: 'open', priceUsd: '0' },
        await contextFor('setSegments', 'alice.algo'),
      ),
    ).toMatch(/price in dollars/)

    await run('setSegments', 'alice.algo', { mode: 'locked' })
    const ctx: ActionContext = {
      name: 'new.alice.algo',
      record: null,
      sender: OTHER_ACCOUNT.address,
      network: net,
      quote: after,
    }
    await expect(build('mint', { years: '1' }, ctx)).rejects.toMatchObject({ status: 400 })
  })

  it('send a name: a typed name waits for its lookup; not to yourself; a listed name cannot be sent', async () => {
    const send = actionById('sendName')
    const ctx = await contextFor('sendName', 'alice.algo')
    expect(problemOf(send, { recipient: 'bob.algo', recipientAddress: '' }, ctx)).toMatch(/looking up bob\.algo/)
    expect(problemOf(send, { recipient: 'not a name' }, ctx)).toMatch(/address or a \.algo name/)
    expect(problemOf(send, { recipient: ME }, ctx)).toMatch(/already yours/)
    const listed = await getName(net, 'cheap.algo', 'full')
    expect(
      computeAbilities({ name: 'cheap.algo', record: listed, activeAddress: ME, now: new Date() }).canSendName,
    ).toBe(false)
  })

  it('unlink: the address leaves the verified list; only linked addresses are offered', async () => {
    await run('linkAddress', 'pay.alice.algo', { address: OTHER_ACCOUNT.address })
    const ctx = await contextFor('unlinkAddress', 'pay.alice.algo')
    expect(actionById('unlinkAddress').initialValues(ctx)).toEqual({ address: OTHER_ACCOUNT.address })
    expect(problemOf(actionById('unlinkAddress'), { address: THIRD_ACCOUNT.address }, ctx)).toMatch(/linked/)
    await run('unlinkAddress', 'pay.alice.algo', { address: OTHER_ACCOUNT.address })
    expect((await getName(net, 'pay.alice.algo', 'full'))?.caAlgo).toEqual([ME])
  })

  it('send from the vault: 2.5 USDC move from the vault to the receiver; only the owner may, and not more than is there', async () => {
    const vault = applicationAddress(world.names.get('alice.algo')!.appID!)
    const usdc = async (address: string) =>
      (await getHoldings(net, address)).assets.find((h) => h.asset.id === 10_458_941n)?.amount ?? 0n
    const [vaultBefore, theirsBefore] = [await usdc(vault), await usdc(OTHER_ACCOUNT.address)]
    await run('sendFromVault', 'alice.algo', { asset: '10458941', amount: '2.5', receiver: OTHER_ACCOUNT.address })
    expect(await usdc(vault)).toBe(vaultBefore - 2_500_000n)
    expect(await usdc(OTHER_ACCOUNT.address)).toBe(theirsBefore + 2_500_000n)

    const ctx = await contextFor('sendFromVault', 'alice.algo')
    expect(
      problemOf(actionById('sendFromVault'), { asset: '10458941', amount: '10.000001', receiver: ME }, ctx),
    ).toMatch(/at most 10 USDC available/)
    expect(problemOf(actionById('sendFromVault'), { asset: '20000003', amount: '0.5', receiver: ME }, ctx)).toMatch(
      /ART, a whole number/,
    )
    const bob = await getName(net, 'bob.algo', 'full')
    const abilities = computeAbilities({ name: 'bob.algo', record: bob, activeAddress: ME, now: new Date() })
    expect([abilities.canSendFromVault, abilities.canLockVault]).toEqual([false, false])
    const notMine: ActionContext = { name: 'bob.algo', record: bob, sender: ME, network: net }
    notMine.holdings = await getHoldings(net, applicationAddress(bob!.appID!))
    await expect(build('sendFromVault', { asset: '0', amount: '0.1', receiver: ME }, notMine)).rejects.toMatchObject({
      status: 400,
    })
  })

  it('vault opt-ins: locking shuts others out of opting the vault in; unlocking lets them again', async () => {
    const theirs = async () =>
      computeAbilities({
        name: 'alice.algo',
        record: await getName(net, 'alice.algo', 'full'),
        activeAddress: OTHER_ACCOUNT.address,
        now: new Date(),
      }).canOptInVault
    expect(await theirs()).toBe(true)
    const ctx = await contextFor('lockVault', 'alice.algo')
    expect(actionById('lockVault').initialValues(ctx)).toEqual({ mode: 'locked' })
    await run('lockVault', 'alice.algo', { mode: 'locked' })
    expect(await theirs()).toBe(false)
    await run('lockVault', 'alice.algo', { mode: 'open' })
    expect(await theirs()).toBe(true)
  })
})

describe('definition rules', () => {
  const ctx = (record: ActionContext['record'], quote?: ActionContext['quote']): ActionContext => ({
    name: 'x.algo',
    record,
    sender: ME,
    network: net,
    quote,
  })

  it('mint: 1–20 whole years, waits for the quote, prices years × (price − carry) + carry once', () => {
    const mint = actionById('mint')
    const quoted = ctx(null, {
      price: 26_000_000,
      carryCost: 2_000_000,
      exists: false,
      isExpired: false,
      inAuction: false,
    })
    expect(problemOf(mint, { years: '0' }, quoted)).toMatch(/1 to 20/)
    expect(problemOf(mint, { years: '21' }, quoted)).toMatch(/1 to 20/)
    expect(problemOf(mint, { years: '2.5' }, quoted)).toMatch(/1 to 20/)
    expect(problemOf(mint, { years: '3' }, ctx(null))).toBe('Getting the price…')
    const parsed = mint.parse({ years: '3' }, quoted)
    if (!parsed.ok) throw new Error(parsed.message)
    expect(mint.costs(parsed.value, quoted).map((l) => l.microalgos)).toEqual([72_000_000n, 2_000_000n])
  })

  it('renew: only 1 year when taking over an expired name in auction', () => {
    const renew = actionById('renew')
    const auction = ctx(
      { name: 'x.algo', state: 'expired' },
      { price: 5_000_000, carryCost: 0, exists: true, isExpired: true, inAuction: true },
    )
    expect(problemOf(renew, { years: '2' }, auction)).toMatch(/1 to 1/)
    expect(problemOf(renew, { years: '1' }, auction)).toBeNull()
    expect(renew.title(auction)).toBe('Take over x.algo')
  })

  it('offer: at least 1 ALGO, note at most 512 characters', () => {
    const offer = actionById('offer')
    expect(problemOf(offer, { amount: '0.999999', note: '' }, ctx(null))).toBe('Offer: at least 1 ALGO')
    expect(problemOf(offer, { amount: 'abc', note: '' }, ctx(null))).toMatch(/enter an amount in ALGO/)
    expect(problemOf(offer, { amount: '1', note: 'n'.repeat(513) }, ctx(null))).toMatch(/at most 512/)
    expect(problemOf(offer, { amount: '1', note: 'n'.repeat(512) }, ctx(null))).toBeNull()
  })

  it('the review checks: the name bought, a recipient name and the address it resolved to', () => {
    const c = ctx(null)
    expect(actionById('buy').warnings?.({ price: 1n }, c)).toEqual({ lookalike: 'x.algo' })
    const send = actionById('sendName')
    expect(send.warnings?.({ address: OTHER_ACCOUNT.address, name: 'bob.algo' }, c)).toEqual({
      lookalike: 'bob.algo',
      recipient: { name: 'bob.algo', address: OTHER_ACCOUNT.address },
    })
    expect(send.warnings?.({ address: OTHER_ACCOUNT.address, name: undefined }, c)).toEqual({})
    expect(isVerifiedOn({ name: 'bob.algo', caAlgo: [OTHER_ACCOUNT.address] }, OTHER_ACCOUNT.address)).toBe(true)
    expect(isVerifiedOn({ name: 'bob.algo', owner: THIRD_ACCOUNT.address }, THIRD_ACCOUNT.address)).toBe(false)
  })

  it('list: a valid optional buyer, never yourself', () => {
    const list = actionById('list')
    expect(problemOf(list, { price: '10', reservedFor: '' }, ctx(null))).toBeNull()
    expect(problemOf(list, { price: '10', reservedFor: 'NOPE' }, ctx(null))).toMatch(/not a valid Algorand address/)
    expect(problemOf(list, { price: '10', reservedFor: ME }, ctx(null))).toMatch(/yourself/)
    expect(problemOf(list, { price: '0', reservedFor: '' }, ctx(null))).toMatch(/at least/)
  })

  it('list: the review says what the seller receives after the contract keeps its commission', () => {
    const list = actionById('list')
    const record = { name: 'x.algo', properties: { internal: { commission1: '50' } } }
    const parsed = list.parse({ price: '120', reservedFor: '' }, ctx(record))
    if (!parsed.ok) throw new Error(parsed.message)
    expect(list.describe?.(parsed.value, ctx(record))).toBe(
      "If x.algo sells, you receive 114 ALGO. Its contract keeps 6 ALGO, the NFD platform's 5% commission.",
    )
    const withRate = { ...ctx({ name: 'x.algo', properties: { internal: { commission1: '0' } } }), usdPerAlgo: 0.25 }
    expect(list.describe?.(parsed.value, withRate)).toBe(
      'If x.algo sells, you receive the whole price, 120 ALGO (≈ $30.00): its contract keeps no commission.',
    )
    // A record that does not say the commission (a brief view): nothing is claimed.
    expect(list.describe?.(parsed.value, ctx({ name: 'x.algo' }))).toBe('')
  })

  it('claim price: sell amount minus the kickoff already paid, never below zero', () => {
    const internal = (kickoff: string) => ({ internal: { mintingKickoffAmount: kickoff } })
    expect(claimPrice({ name: 'a.algo', sellAmount: 5_000_000, properties: internal('2000000') })).toBe(3_000_000n)
    expect(claimPrice({ name: 'a.algo', sellAmount: 1_000_000, properties: internal('2000000') })).toBe(0n)
    expect(claimPrice({ name: 'a.algo', sellAmount: 1_000_000, properties: internal('junk') })).toBe(1_000_000n)
    expect(claimPrice(null)).toBe(0n)
  })

  it('edit profile: sends only changed fields, blank clears, nothing changed is a problem', () => {
    const record = { name: 'x.algo', properties: { userDefined: { bio: 'old', twitter: 'me' } } }
    const c = ctx(record)
    const edit = actionById('editProfile')
    const start = edit.initialValues(c)
    expect(problemOf(edit, start, c)).toBe('Nothing changed yet.')
    expect(changedFields({ ...start, bio: ' new ', twitter: '' }, c)).toEqual({ bio: 'new', twitter: '' })
  })

  it('the registry gathers every definition once, each in its own place', () => {
    expect(ACTION_LIST.map((a) => a.id)).toEqual([...new Set(ACTION_LIST.map((a) => a.id))])
    expect(new Set(ACTION_LIST.map((a) => a.order)).size).toBe(ACTION_LIST.length)
    expect(ACTION_LIST.slice(0, 3).map((a) => a.id)).toEqual(['mint', 'claim', 'buy'])
  })

  it('the registry offers exactly the actions the abilities allow', () => {
    const all = Object.fromEntries(ACTION_LIST.map((a) => [a.ability, true]))
    const { main, manage } = availableActions({ ...all, canVerify: true } as never)
    // Accepting and paying are opened from an offer or a payment request, with their values: never a profile button.
    expect([...main, ...manage].map((a) => a.id).sort()).toEqual(
      ACTION_LIST.map((a) => a.id)
        .filter((id) => id !== 'acceptOffer' && id !== 'payName')
        .sort(),
    )
    expect(availableActions({ ...all, canBuy: false } as never).main.map((a) => a.id)).not.toContain('buy')
    // Only mint, buy and claim ask for the terms.
    expect(
      ACTION_LIST.filter((a) => a.requiresTerms)
        .map((a) => a.id)
        .sort(),
    ).toEqual(['buy', 'claim', 'mint'])
  })
})
