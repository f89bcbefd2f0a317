/**
 * What each write endpoint of the mock service does: checks like the real one (owner only,
 * price, reservation), then the group to sign and the effect on the world once confirmed.
 */
import { IMAGE_UPLOAD_MAX_BYTES } from '@/config/constants'
import { isValidAddress } from '@/lib/address'
import { rawContentId } from '@/lib/contentId'
import { upgradeStepOf } from '@/names/core/contractUpgrade'
import { commissionPermille, saleProceeds } from '@/names/core/saleProceeds'
import { isValidName } from '@/names/core/validation'
import type {
  LinkAddressRequestBody,
  MintRequestBody,
  NfdRecord,
  OfferRequestBody,
  PostOfferToOwnerRequestBody,
  PurchaseRequestBody,
  RenewRequestBody,
  RescindOfferRequestBody,
  SendToVaultRequestBody,
  SendFromVaultRequestBody,
  ContractLockRequestBody,
  SetPrimaryAddressRequestBody,
  UpdatePartialRequestBody,
} from '@/names/api/types'
import type { SegmentLockRequestBody } from '@/names/transactions/definitions/setSegments/setSegments'
import { ORACLE_APP_ID, REGISTRY_APP_ID, buildRecord } from './fixtures/names'
import type { AbiValue } from '@/names/transactions/check/appCalls'
import type { NameMethod } from '@/names/transactions/check/contractMethods'
import { LINK_FIELD } from '@/names/transactions/check/describeCall'
import { boxDeposit } from '@/names/transactions/check/intent'
import { VERIFIED_ADDRESSES } from '@/names/transactions/definitions/linkedAddressOptions'
import type { ReferenceStep } from '@/names/transactions/reference/layout'
import {
  linkLayout,
  setPrimaryAddressLayout,
  setPrimaryNameLayout,
  unlinkLayout,
} from '@/names/transactions/reference/links'
import { mintLayout } from '@/names/transactions/reference/mint'
import { profileLayout, splitFields } from '@/names/transactions/reference/profile'
import { cancelSaleLayout, listLayout, profileFieldsOf, purchaseLayout } from '@/names/transactions/reference/sale'
import { renewLayout, segmentLayout, upgradeLayout } from '@/names/transactions/reference/upkeep'
import {
  sendFromVaultLayout,
  sendToVaultLayout,
  vaultLockLayout,
  vaultOptInLayout,
} from '@/names/transactions/reference/vault'
import { contractCall, planLayout, serviceCall, type PlannedTxn } from './groups'
import { analyticRecord, type MockAnalytic } from './fixtures/analytics'
import { MOCK_ALGO_USD, quote } from './pricing'
import { activeFaults } from './faults'
import { holdingsOf, world } from './world'

export class MockFailure extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

export interface WriteResult {
  planned: PlannedTxn[]
  apply: () => void
}

const YEAR_MS = 365 * 86_400_000

type CallOptions = Parameters<typeof contractCall>[5]

/** A call to the name's own contract, in its version's layout. */
function nameCall(
  sender: string,
  record: NfdRecord,
  method: NameMethod,
  args: readonly AbiValue[],
  options: CallOptions = {},
): PlannedTxn {
  const version = record.properties?.internal?.ver ?? ''
  return contractCall(sender, 'name', record.appID as number, method, args, { version, ...options })
}

/** A reference layout (the SDK's composition) about the name, as the service sends it. */
function layoutOf(sender: string, record: NfdRecord | undefined, steps: readonly ReferenceStep[]): PlannedTxn[] {
  return planLayout(sender, steps, {
    nameApp: BigInt(record?.appID ?? 0),
    registryApp: BigInt(REGISTRY_APP_ID),
    version: record?.properties?.internal?.ver ?? '',
  })
}

/** The fields the service's sale clears: every one, unless the `skipClearing` fault makes it forget (the contract then refuses). */
function clearedBySale(record: NfdRecord): string[] {
  return activeFaults().some((f) => f.kind === 'skipClearing') ? [] : profileFieldsOf(record)
}

/** What a sale's clearing leaves of the profile: nothing of the seller's. */
function clearProfile(record: NfdRecord): void {
  delete record.caAlgo
  if (record.properties) {
    record.properties.userDefined = {}
    record.properties.verified = {}
  }
}

function fail(status: number, code: string, message: string): never {
  throw new MockFailure(status, code, message)
}

function address(value: unknown, field: string): string {
  if (!isValidAddress(value)) fail(400, 'invalidAddress', `${field} is not a valid Algorand address`)
  return value
}

function existing(name: string): NfdRecord {
  const record = world.names.get(name)
  if (!record) fail(404, 'notFound', `${name} not found`)
  return record
}

function ownedBy(name: string, sender: unknown, upgrading = false): { record: NfdRecord; sender: string } {
  const record = existing(name)
  const who = address(sender, 'sender')
  if (record.owner !== who) fail(400, 'invalidAddress', `${who} is not the owner of ${name}`)
  // Like the service: owner changes need a current (3.x) contract.
  if (!upgrading && upgradeStepOf(record))
    fail(403, 'upgradeRequired', `${name} must be upgraded to a v3 contract first`)
  return { record, sender: who }
}

/** Records a sale or an offer where GET /nfd/analytics finds it, at the mock's ALGO rate. */
function logAnalytic(entry: Omit<MockAnalytic, 'rate'>): void {
  world.analytics.push(analyticRecord({ ...entry, rate: MOCK_ALGO_USD }, new Date(), Number(world.round + 1n)))
}

function touch(record: NfdRecord, changes: Record<string, string>): void {
  record.timeChanged = new Date().toISOString()
  world.activity.unshift({
    name: record.name,
    block: Number(world.round + 1n),
    timeChanged: record.timeChanged,
    changes,
  })
}

function transferAsa(record: NfdRecord, from: string | undefined, to: string): void {
  if (!record.asaID) return
  const id = BigInt(record.asaID)
  if (from) holdingsOf(from).delete(id)
  holdingsOf(to).set(id, 1n)
}

function clearSale(record: NfdRecord): void {
  delete record.sellAmount
  delete record.seller
  delete record.reservedFor
}

export function mint(body: MintRequestBody): WriteResult | 'exists' {
  const buyer = address(body.buyer, 'buyer')
  if (!isValidName(body.name)) fail(400, 'invalidAddress', `${body.name} must match the regexp of a name`)
  if (world.names.has(body.name)) return 'exists'
  const reservedFor = body.reservedFor === undefined ? undefined : address(body.reservedFor, 'reservedFor')
  const years = body.years ?? 1
  const labels = body.name.split('.')
  const root = labels.length === 3 ? world.names.get(labels.slice(1).join('.')) : undefined
  if (labels.length === 3 && !root) fail(404, 'notFound', `root of ${body.name} not found`)
  if (root && root.owner !== buyer && root.properties?.internal?.segmentLocked !== '0') {
    fail(400, 'bad_request', `${root.name} is locked: only its owner can mint segments`)
  }
  const { price, carryCost } = quote(body.name, buyer, undefined, root)
  const total = price + (price - carryCost) * (years - 1)
  const steps = mintLayout({
    name: body.name,
    reservedFor: reservedFor ?? buyer,
    amount: BigInt(total),
    oracleApp: BigInt(ORACLE_APP_ID),
    parentApp: BigInt(root?.appID ?? 0),
  })
  return {
    planned: [...layoutOf(buyer, undefined, steps), serviceCall('mint')],
    apply: () => {
      const appID = world.nextAppId
      world.nextAppId += 2
      const record = buildRecord(
        {
          name: body.name,
          appID,
          owner: buyer,
          state: reservedFor && reservedFor !== buyer ? 'reserved' : 'owned',
          ...(reservedFor && reservedFor !== buyer ? { reservedFor, sellAmount: 0 } : {}),
          ...(root?.appID ? { parentAppID: root.appID } : {}),
          expiresInDays: 365 * years,
          createdDaysAgo: 0,
        },
        Date.now(),
      )
      world.names.set(body.name, record)
      if (record.state === 'owned') transferAsa(record, undefined, buyer)
      touch(record, { 'i.owner.a': record.owner ?? '' })
    },
  }
}

/** A reserved name is claimed for its price less the minting kickoff already paid, floored at 0. */
function priceFor(record: NfdRecord): number {
  const price = record.sellAmount ?? 0
  if (record.state !== 'reserved') return price
  const kickoff = Number(record.properties?.internal?.mintingKickoffAmount ?? 0)
  return Math.max(0, price - (Number.isFinite(kickoff) ? kickoff : 0))
}

const credit = (address: string, microalgos: bigint) =>
  world.balances.set(address, (world.balances.get(address) ?? 0n) + microalgos)

export function purchase(name: string, body: PurchaseRequestBody): WriteResult {
  const record = existing(name)
  const buyer = address(body.buyer, 'buyer')
  if (record.state !== 'forSale' && record.state !== 'reserved') fail(400, 'bad_request', `${name} is not for sale`)
  if (record.reservedFor && record.reservedFor !== buyer)
    fail(400, 'bad_request', `${name} is reserved for another account`)
  if (body.offer < priceFor(record)) fail(400, 'bad_request', `offer is below the price of ${name}`)
  const previous = record.owner
  return {
    planned: [
      ...layoutOf(
        buyer,
        record,
        purchaseLayout({
          amount: BigInt(body.offer),
          seller: record.seller ?? (record.owner as string),
          asaId: BigInt(record.asaID ?? 0),
          registryApp: BigInt(REGISTRY_APP_ID),
        }),
      ),
      serviceCall('purchase'),
    ],
    apply: () => {
      const claimed = record.state === 'reserved'
      if (!claimed && record.seller) {
        // As the contract pays a sale out: its commission to the platform's agent, the rest to the seller.
        const { commission, seller } = saleProceeds(BigInt(body.offer), commissionPermille(record) ?? 0n)
        const agent = record.properties?.internal?.commission1Agent
        credit(record.seller, seller)
        if (agent && commission > 0n) credit(agent, commission)
      }
      clearSale(record)
      record.owner = buyer
      record.state = 'owned'
      record.timePurchased = new Date().toISOString()
      if (!claimed) {
        // A sale clears the seller's verified data.
        delete record.caAlgo
        if (record.properties) record.properties.verified = {}
      }
      record.depositAccount = record.caAlgo?.[0] ?? buyer
      transferAsa(record, previous, buyer)
      touch(record, { 'i.owner.a': buyer })
      logAnalytic({ name, event: 'sold', price: body.offer, buyer, seller: previous })
    },
  }
}

export function offer(name: string, body: OfferRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  const reservedFor = body.reservedFor === undefined ? undefined : address(body.reservedFor, 'reservedFor')
  if (!Number.isInteger(body.offer) || body.offer < 0) fail(400, 'bad_request', 'offer must be a whole number of µALGO')
  if (body.offer === 0) return gift(record, sender, reservedFor, body.offer)
  return {
    planned: [
      ...layoutOf(sender, record, listLayout(BigInt(body.offer), reservedFor, clearedBySale(record))),
      serviceCall('list'),
    ],
    apply: () => {
      clearProfile(record)
      record.sellAmount = body.offer
      record.seller = sender
      if (reservedFor) record.reservedFor = reservedFor
      record.state = 'forSale'
      delete record.depositAccount
      touch(record, { 'i.sellamt': String(body.offer) })
    },
  }
}

/**
 * A gift: the contract's sale at 0 reserved for the recipient, and no payment to the recipient
 * (this app does not send payReceiver; reference/sale.ts). The name waits in its own account,
 * reserved, until the recipient claims it paying the claim's fees; the sender's verified data
 * does not travel with it.
 */
function gift(record: NfdRecord, sender: string, reservedFor: string | undefined, price: number): WriteResult {
  if (!reservedFor) fail(400, 'bad_request', 'a sale at 0 needs reservedFor: the account the name is sent to')
  if (reservedFor === sender) fail(400, 'bad_request', 'the name is already yours')
  if (record.state !== 'owned') fail(400, 'bad_request', `${record.name} is not owned (listed, reserved or expired)`)
  return {
    planned: [
      ...layoutOf(sender, record, listLayout(BigInt(price), reservedFor, clearedBySale(record))),
      serviceCall('gift'),
    ],
    apply: () => {
      clearProfile(record)
      const nfdAccount = record.nfdAccount as string
      transferAsa(record, sender, nfdAccount)
      record.owner = nfdAccount
      record.seller = nfdAccount
      record.reservedFor = reservedFor
      record.sellAmount = price
      record.state = 'reserved'
      delete record.depositAccount
      delete record.caAlgo
      const props = (record.properties ??= {})
      props.verified = {}
      if (props.internal) props.internal.owner = nfdAccount
      touch(record, { 'i.reservedOwner.a': reservedFor })
    },
  }
}

export function rescindOffer(name: string, body: RescindOfferRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  if (record.state !== 'forSale') fail(400, 'bad_request', `${name} is not for sale`)
  return {
    planned: [...layoutOf(sender, record, cancelSaleLayout()), serviceCall('unlist')],
    apply: () => {
      clearSale(record)
      record.state = 'owned'
      record.depositAccount = record.caAlgo?.[0] ?? sender
      touch(record, { 'i.sellamt': '' })
    },
  }
}

export function postOfferToOwner(name: string, body: PostOfferToOwnerRequestBody): WriteResult {
  const record = existing(name)
  const sender = address(body.sender, 'sender')
  if (body.offer < 1_000_000) fail(400, 'bad_request', 'offer must be at least 1 ALGO')
  return {
    // postOffer(uint64,string)void takes no payment: the call alone, which logs the offer.
    planned: [nameCall(sender, record, 'postOffer', [BigInt(body.offer), body.note ?? ''])],
    apply: () => {
      touch(record, { offer: `${body.offer} from ${sender}: ${body.note}` })
      logAnalytic({
        name,
        event: 'postedOffer',
        price: body.offer,
        buyer: sender,
        seller: record.owner,
        note: body.note,
      })
    },
  }
}

export function renew(body: RenewRequestBody): WriteResult {
  const record = existing(body.name)
  const buyer = address(body.buyer, 'buyer')
  const years = body.years ?? 1
  const root = world.names.get(body.name.split('.').slice(1).join('.'))
  const { price, inAuction } = quote(body.name, buyer, record, root)
  if (inAuction && years !== 1) fail(400, 'bad_request', 'only 1 year may be bought when taking over an expired name')
  return {
    planned: [
      ...layoutOf(buyer, record, renewLayout(BigInt(price * years), BigInt(REGISTRY_APP_ID), BigInt(ORACLE_APP_ID))),
      serviceCall('renew'),
    ],
    apply: () => {
      // Anyone may pay to extend a live name; only an expired one changes hands (a takeover).
      const expiredBefore = record.state === 'expired' || Date.parse(record.timeExpires ?? '') <= Date.now()
      const from = Math.max(Date.now(), Date.parse(record.timeExpires ?? '') || 0)
      record.timeExpires = new Date(from + years * YEAR_MS).toISOString()
      if (record.owner !== buyer && expiredBefore) {
        transferAsa(record, record.owner, buyer)
        record.owner = buyer
        delete record.caAlgo
        if (record.properties)
          record.properties = { internal: record.properties.internal ?? {}, userDefined: {}, verified: {} }
      }
      delete record.expired
      record.state = record.sellAmount ? 'forSale' : 'owned'
      record.depositAccount = record.caAlgo?.[0] ?? buyer
      touch(record, { 'i.expirationTime': record.timeExpires })
    },
  }
}

export function update(name: string, body: UpdatePartialRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  const verified = body.properties.verified ?? {}
  for (const [key, value] of Object.entries(verified)) {
    if (value !== '' || key.toLowerCase().startsWith('ca')) {
      fail(403, 'invalidFieldSet', 'You can only set user-defined properties, or clear verified properties')
    }
  }
  if (body.properties.internal && Object.keys(body.properties.internal).length > 0) {
    fail(403, 'invalidFieldSet', 'You can only set user-defined properties, or clear verified properties')
  }
  const entries = Object.entries(body.properties.userDefined ?? {})
  const steps = profileUpdate(
    entries.filter(([, value]) => value !== '').map(([key, value]) => [`u.${key}`, value]),
    [
      ...entries.filter(([, value]) => value === '').map(([key]) => `u.${key}`),
      ...Object.keys(verified).map((key) => `v.${key}`),
    ],
  )
  return {
    planned: [...layoutOf(sender, record, steps), serviceCall('update')],
    apply: () => {
      const props = (record.properties ??= {})
      const userDefined = (props.userDefined ??= {})
      const changes: Record<string, string> = {}
      for (const [key, value] of Object.entries(body.properties.userDefined ?? {})) {
        if (value === '') delete userDefined[key]
        else userDefined[key] = value
        changes[`u.${key}`] = value
      }
      for (const key of Object.keys(verified)) {
        delete props.verified?.[key]
        changes[`v.${key}`] = ''
      }
      touch(record, changes)
    },
  }
}

/** One updateFields per value (split as the SDK splits), deleteFields for the cleared ones, the storage paid first. */
function profileUpdate(set: readonly [string, string][], clear: readonly string[]): ReferenceStep[] {
  const pairs = splitFields(set)
  const utf8Length = (text: string) => new TextEncoder().encode(text).length
  const deposit = pairs.reduce((sum, [key, value]) => sum + boxDeposit(utf8Length(key), utf8Length(value)), 0n)
  return profileLayout({ set: pairs, clear, deposit })
}

/** The user-defined and verified properties a new picture replaces: the old verified one would still show. */
function setPicture(record: NfdRecord, slot: string, value: string): Record<string, string> {
  const props = (record.properties ??= {})
  ;(props.userDefined ??= {})[slot] = value
  const verified = (props.verified ??= {})
  delete verified[slot]
  delete verified[`${slot}asaid`]
  return { [`u.${slot}`]: value, [`v.${slot}`]: '' }
}

/**
 * updateImage: the service keeps the uploaded image (here under a content hash the mock gateway
 * serves) and answers the group that points the slot at it.
 */
export function updateImage(
  name: string,
  sender: unknown,
  which: string,
  image: { type: string; bytes: Uint8Array },
): WriteResult {
  const owned = ownedBy(name, sender)
  if (which !== 'avatar' && which !== 'banner') fail(400, 'invalidAddress', 'which must be avatar or banner')
  if (image.bytes.length >= IMAGE_UPLOAD_MAX_BYTES) fail(413, 'imageTooLarge', 'Images must be <10 Megabytes in size')
  if (!/^image\//.test(image.type) || image.bytes.length === 0) fail(400, 'bad_request', 'the upload is not an image')
  // Stored as one raw block: its CIDv1 is what the browser computes from the bytes it sent.
  const cid = rawContentId(image.bytes)
  const { record } = owned
  return {
    planned: [
      ...layoutOf(
        owned.sender,
        record,
        profileUpdate([[`u.${which}`, `ipfs://${cid}`]], [`v.${which}`, `v.${which}asaid`]),
      ),
      serviceCall('update'),
    ],
    apply: () => {
      let binary = ''
      for (const byte of image.bytes) binary += String.fromCharCode(byte)
      world.images.set(cid, { type: image.type, base64: btoa(binary) })
      touch(record, setPicture(record, which, `ipfs://${cid}`))
    },
  }
}

function setCaAlgo(record: NfdRecord, next: string[]): void {
  if (next.length) record.caAlgo = next
  else delete record.caAlgo
  const props = (record.properties ??= {})
  const verified = (props.verified ??= {})
  if (next.length) verified.caAlgo = next.join(',')
  else delete verified.caAlgo
  if (record.state === 'owned') record.depositAccount = next[0] ?? record.unverifiedCaAlgo?.[0] ?? record.owner
}

export function links(
  action: 'addAddress' | 'removeAddress' | 'setPrimaryAddress' | 'setPrimaryNFD',
  name: string,
  body: LinkAddressRequestBody | SetPrimaryAddressRequestBody,
): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  const list = (Array.isArray(body.address) ? body.address : [body.address]).map((a) => address(a, 'address'))
  if (list.length > 7) fail(400, 'bad_request', 'at most 7 addresses at a time')
  const current = record.caAlgo ?? []
  if (action === 'removeAddress' && !list.every((a) => current.includes(a))) {
    fail(400, 'bad_request', `only verified addresses of ${name} can be removed`)
  }
  if ((action === 'setPrimaryAddress' || action === 'setPrimaryNFD') && !current.includes(list[0] as string)) {
    fail(400, 'bad_request', `${list[0]} is not a verified address of ${name}`)
  }
  const appId = BigInt(record.appID ?? 0)
  // The owner proposes each address; the address itself asks the registry to verify it, so it
  // proves it is held. The proposed field and the grown verified list are paid to the name's
  // contract, the address's reverse lookup to the registry.
  const grown = (i: number) => (current.length + i > 0 ? 400n * 32n : boxDeposit(VERIFIED_ADDRESSES.length, 32))
  const steps: ReferenceStep[] =
    action === 'addAddress'
      ? list.flatMap((a, i) =>
          linkLayout({
            name,
            nameApp: appId,
            address: a,
            nameDeposit: boxDeposit(LINK_FIELD.length, 32) + grown(i),
            registryDeposit: boxDeposit(32, 8),
          }),
        )
      : action === 'removeAddress'
        ? list.flatMap((a) => unlinkLayout(name, appId, a))
        : action === 'setPrimaryNFD'
          ? setPrimaryNameLayout(name, appId, list[0] as string)
          : setPrimaryAddressLayout(VERIFIED_ADDRESSES, list[0] as string)
  return {
    planned: [...layoutOf(sender, record, steps), serviceCall('linkNfdAddress')],
    apply: () => {
      const target = list[0] as string
      if (action === 'addAddress') setCaAlgo(record, [...current, ...list.filter((a) => !current.includes(a))])
      if (action === 'removeAddress')
        setCaAlgo(
          record,
          current.filter((a) => !list.includes(a)),
        )
      if (action === 'setPrimaryAddress') setCaAlgo(record, [target, ...current.filter((a) => a !== target)])
      if (action === 'setPrimaryNFD') world.primaryNames.set(target, name)
      touch(record, { 'v.caAlgo.0.as': (record.caAlgo ?? []).join(',') })
    },
  }
}

export function sendToVault(name: string, body: SendToVaultRequestBody): WriteResult {
  const record = existing(name)
  const sender = address(body.sender, 'sender')
  if (!Array.isArray(body.assets) || body.assets.length === 0)
    fail(400, 'bad_request', 'assets must list at least one asset')
  const vault = record.nfdAccount as string
  const amount = BigInt(body.amountStr ?? body.amount ?? 0)
  // An opt-in funds each new holding of the vault (0.1 ALGO) and asks its contract to opt in.
  const held = holdingsOf(vault)
  const steps = body.optInOnly
    ? vaultOptInLayout(body.assets.map(BigInt))
    : body.assets.flatMap((assetId) => sendToVaultLayout(BigInt(assetId), amount, !held.has(BigInt(assetId))))
  const planned = [...layoutOf(sender, record, steps), serviceCall('vaultOptIn')]
  return { planned, apply: () => touch(record, { vault: `received from ${sender}` }) }
}

/**
 * vault/sendFrom: the owner calls the name's contract, whose inner transactions send from the
 * vault; the mock moves the amount when the group is accepted. One asset (0 = ALGO) at a time.
 */
export function sendFromVault(name: string, body: SendFromVaultRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  const [assetId, ...more] = Array.isArray(body.assets) ? body.assets : []
  if (assetId === undefined || more.length > 0 || !Number.isSafeInteger(assetId) || assetId < 0)
    fail(400, 'bad_request', 'assets must list one asset (0 = ALGO)')
  const receiver =
    body.receiverType === 'nfdVault'
      ? (world.names.get(String(body.receiver))?.nfdAccount ?? fail(404, 'notFound', `${body.receiver} not found`))
      : address(body.receiver, 'receiver')
  const amount = BigInt(body.amountStr ?? body.amount ?? 0)
  if (amount <= 0n) fail(400, 'bad_request', 'amount must be above 0')
  const vault = record.nfdAccount as string
  const held =
    assetId === 0 ? (world.balances.get(vault) ?? 0n) - 100_000n : (holdingsOf(vault).get(BigInt(assetId)) ?? 0n)
  if (amount > held) fail(400, 'bad_request', `the vault holds ${held} base units of asset ${assetId}`)
  return {
    planned: [
      ...layoutOf(sender, record, sendFromVaultLayout({ amount, receiver, asset: BigInt(assetId), sender })),
      serviceCall('vaultSend'),
    ],
    apply: () => {
      if (assetId === 0) {
        world.balances.set(vault, (world.balances.get(vault) ?? 0n) - amount)
        world.balances.set(receiver, (world.balances.get(receiver) ?? 0n) + amount)
      } else {
        const id = BigInt(assetId)
        holdingsOf(vault).set(id, (holdingsOf(vault).get(id) ?? 0n) - amount)
        holdingsOf(receiver).set(id, (holdingsOf(receiver).get(id) ?? 0n) + amount)
      }
      touch(record, { vault: `sent to ${receiver}` })
    },
  }
}

/** vault/lock: locked, only the owner may opt the vault in; unlocked, anyone may. */
export function vaultLock(name: string, body: ContractLockRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  if (typeof body.lock !== 'boolean') fail(400, 'bad_request', 'lock must be true or false')
  return {
    planned: [...layoutOf(sender, record, vaultLockLayout(body.lock)), serviceCall('vaultOptInLock')],
    apply: () => {
      const internal = ((record.properties ??= {}).internal ??= {})
      internal.vaultOptInLocked = body.lock ? '1' : '0'
      touch(record, { 'i.vaultOptInLocked': internal.vaultOptInLocked })
    },
  }
}

/** contract/upgrade (below 2.11 -> 2.11) and v3/contract/upgrade (2.11 -> 3.0, paying one year of renewal). */
export function contractUpgrade(name: string, body: RescindOfferRequestBody, to: 'v2' | 'v3'): WriteResult {
  const { record, sender } = ownedBy(name, body.sender, true)
  const step = upgradeStepOf(record)
  if (!step || (to === 'v2' && step === 'toV3')) fail(403, 'upgradeNotNeeded', `${name} needs no upgrade here`)
  if (to === 'v3' && step === 'to2.11') fail(403, 'upgradeRequired', `${name} must be upgraded to 2.11 first`)
  const internal = (record.properties ??= {}).internal ?? {}
  record.properties.internal = internal
  const apps = { nameApp: BigInt(record.appID ?? 0), registryApp: BigInt(REGISTRY_APP_ID), version: '3.0' }
  const upgrade = { name, ...apps, oracleApp: BigInt(ORACLE_APP_ID) }
  if (to === 'v2')
    return {
      planned: [...planLayout(sender, upgradeLayout({ ...upgrade, renewal: null }), apps), serviceCall('upgrade')],
      apply: () => {
        internal.ver = '2.11'
        touch(record, { 'i.ver': '2.11' })
      },
    }
  const root = world.names.get(name.split('.').slice(1).join('.'))
  const { price, carryCost } = quote(name, sender, record, root)
  return {
    // The contract is 3.x by the time it renews: its call takes the 3.x layout.
    planned: [
      ...planLayout(sender, upgradeLayout({ ...upgrade, renewal: BigInt(price - carryCost) }), apps),
      serviceCall('upgrade'),
    ],
    apply: () => {
      internal.ver = '3.0'
      const from = Math.max(Date.now(), Date.parse(record.timeExpires ?? '') || 0)
      record.timeExpires = new Date(from + YEAR_MS).toISOString()
      touch(record, { 'i.ver': '3.0', 'i.expirationTime': record.timeExpires })
    },
  }
}

/** segment/lock: lock segment minting to the root's owner, or open it at a yearly USD price (cents). */
export function segmentLock(name: string, body: SegmentLockRequestBody): WriteResult {
  const { record, sender } = ownedBy(name, body.sender)
  if (record.parentAppID) fail(403, 'segmentNotSupported', `${name} is a segment: only roots have segments`)
  if (typeof body.lock !== 'boolean') fail(400, 'bad_request', 'lock must be true or false')
  const cents = body.sellAmount
  if (!body.lock && (!Number.isInteger(cents) || cents < 1))
    fail(400, 'bad_request', 'an open segment needs a price of at least 1 cent')
  return {
    planned: [
      ...layoutOf(sender, record, segmentLayout(body.lock, BigInt(body.lock ? 0 : cents))),
      serviceCall('segmentLock'),
    ],
    apply: () => {
      const internal = ((record.properties ??= {}).internal ??= {})
      internal.segmentLocked = body.lock ? '1' : '0'
      if (!body.lock) internal.segmentPriceUsd = String(cents)
      touch(record, { 'i.segmentLocked': internal.segmentLocked })
    },
  }
}

/** A write endpoint of the mock API: the yaml's method and path, the status it answers with, what it does. */
export interface WriteRoute {
  method: 'POST' | 'PATCH'
  path: string
  status: number
  /** The body is a JSON object, not checked further: each write checks the fields it reads. */
  act(body: object, name: string): WriteResult
}

function route<Body>(
  method: WriteRoute['method'],
  path: string,
  status: number,
  act: (body: Body, name: string) => WriteResult,
): WriteRoute {
  return { method, path, status, act: act as WriteRoute['act'] }
}

/** Every write endpoint that takes a JSON body and the name in its path (the handlers match them here). */
export const WRITE_ROUTES: readonly WriteRoute[] = [
  route('POST', '/nfd/purchase/:name', 200, (body: PurchaseRequestBody, name) => purchase(name, body)),
  route('POST', '/nfd/offer/:name', 200, (body: OfferRequestBody, name) => offer(name, body)),
  route('POST', '/nfd/rescindOffer/:name', 200, (body: RescindOfferRequestBody, name) => rescindOffer(name, body)),
  route('POST', '/nfd/postOfferToOwner/:name', 200, (body: PostOfferToOwnerRequestBody, name) =>
    postOfferToOwner(name, body),
  ),
  route('POST', '/nfd/renew', 201, (body: RenewRequestBody) => renew(body)),
  route('PATCH', '/nfd/update/:name', 202, (body: UpdatePartialRequestBody, name) => update(name, body)),
  ...(['addAddress', 'removeAddress', 'setPrimaryAddress', 'setPrimaryNFD'] as const).map((action) =>
    route('POST', `/nfd/links/${action}/:name`, 202, (body: Parameters<typeof links>[2], name) =>
      links(action, name, body),
    ),
  ),
  route('POST', '/nfd/contract/upgrade/:name', 200, (body: RescindOfferRequestBody, name) =>
    contractUpgrade(name, body, 'v2'),
  ),
  route('POST', '/nfd/v3/contract/upgrade/:name', 200, (body: RescindOfferRequestBody, name) =>
    contractUpgrade(name, body, 'v3'),
  ),
  route('POST', '/nfd/segment/lock/:name', 200, (body: SegmentLockRequestBody, name) => segmentLock(name, body)),
  route('POST', '/nfd/vault/sendTo/:name', 200, (body: SendToVaultRequestBody, name) => sendToVault(name, body)),
  route('POST', '/nfd/vault/sendFrom/:name', 200, (body: SendFromVaultRequestBody, name) => sendFromVault(name, body)),
  route('POST', '/nfd/vault/lock/:name', 200, (body: ContractLockRequestBody, name) => vaultLock(name, body)),
]
