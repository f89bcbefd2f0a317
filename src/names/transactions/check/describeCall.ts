/**
 * What a decoded contract call does, in words: the review shows it ("List alice.algo for
 * 120 ALGO, reserved for bob.algo") and a refusal says it ("would list alice.algo for
 * 0.000001 ALGO, reserved for ABCDEF...WXYZ"). Pure.
 */
import { encodeAddress } from '@/lib/address'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { centsToDollars, formatAlgos, formatUsd } from '@/lib/money'
import { changeLabel } from '../../core/changeLabel'
import { bytesOf, type AbiValue, type DecodedCall } from './appCalls'

// Each is a verb phrase in the infinitive: the review shows it as a sentence, a refusal puts it
// after "would". An optional clause ({paying}, {note}, …) is one of the clauses below, or empty.
const messages = i18n('names/transactions/check/describeCall', {
  gift: params("send {name} to {who}, who claims it paying only the claim's network fees"),
  listReserved: params('list {name} for {price}, reserved for {who}'),
  listOpen: params('list {name} for {price} to anyone'),
  cancelSale: params('take {name} off the market'),
  offer: params('offer {price} for {name}{note}'),
  buy: params('buy {name}{paying}'),
  renew: params('renew {name}{paying}'),
  updateFields: params('{changes} on {name}'),
  setField: params('set {field} to {value}'),
  clearField: params('clear {field}'),
  noField: 'change no field',
  addressToLink: 'address to link',
  setPrimaryAddress: params('make {who} the primary address of {name}'),
  vaultOptIn: params(
    count({ one: "opt {name}'s vault in to asset {ids}", other: "opt {name}'s vault in to assets {ids}" }),
  ),
  vaultLock: params("lock the opt-ins of {name}'s vault to you"),
  vaultUnlock: params("let anyone opt {name}'s vault in to assets"),
  vaultSend: params("send {amount}{others} from {name}'s vault to {who}{note}"),
  others: params(count({ one: ' and all of asset {ids}', other: ' and all of assets {ids}' })),
  segmentLock: params('lock segment minting of {name} to you'),
  segmentOpen: params('let anyone mint segments of {name} for {price} a year'),
  gas: params('make a call to {name} that changes nothing'),
  mint: params('mint {name}{forWho}{paying}{linking}'),
  mintFor: params(' for {who}'),
  linking: ', linking your address',
  link: params('link {who} to {name}'),
  unlink: params('unlink {who} from {name}'),
  setPrimaryName: params('make {name} the primary name of {who}'),
  upgrade: params('upgrade the contract of {name}'),
  otherMethod: params('call {method} on the contract of {name}'),
  paying: params(' with the {price} paid before it'),
  note: params(' with the note {note}'),
})

export interface CallWords {
  /** The name whose contract is called. */
  name: string
  /** An address in words: a name the user gave it, else shortened. */
  who(address: string): string
  /** Base units of an asset (0 = ALGO) in its own units. */
  amount(assetId: bigint, baseUnits: bigint): string
  /** µALGO of the payment the call reads (the transaction before it), if any. */
  payment?: bigint | undefined
}

/** The address the contracts read as "nobody" (a sale open to anyone). */
export const ZERO_ADDRESS = 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAY5HFKQ'

const decoder = new TextDecoder('utf-8', { fatal: false })
const text = (value: AbiValue) => (typeof value === 'string' ? value : decoder.decode(bytesOf(value)))
const algos = (microalgos: bigint) => `${formatAlgos(microalgos)} ALGO`
const quoted = (value: string) => `“${value.length > 80 ? `${value.slice(0, 79)}…` : value}”`

/** The field the owner proposes an address in, for the registry to verify (SDK manager.ts). */
export const LINK_FIELD = 'u.cav.algo.a'

/** "u.bio" → "bio", "u.twitter" → "X", "v.avatar" → "verified avatar", "u.cav.algo.a" → "address to link". */
function fieldWords(key: string): string {
  return key === LINK_FIELD ? messages.get().addressToLink : changeLabel(key)
}

function fieldChanges(pairs: readonly AbiValue[], words: CallWords): string {
  const t = messages.get()
  const changes: string[] = []
  for (let i = 0; i < pairs.length; i += 2) {
    const key = text(pairs[i] as AbiValue)
    const value = pairs[i + 1] === undefined ? '' : pairs[i + 1]
    const raw = bytesOf(value as AbiValue)
    const shown = key === LINK_FIELD && raw.length === 32 ? words.who(encodeAddress(raw)) : text(value as AbiValue)
    const field = fieldWords(key)
    changes.push(shown === '' ? t.clearField({ field }) : t.setField({ field, value: quoted(shown) }))
  }
  return changes.length ? changes.join(', ') : t.noField
}

function paying(words: CallWords): string {
  return words.payment === undefined ? '' : messages.get().paying({ price: algos(words.payment) })
}

const withNote = (note: string) => (note ? messages.get().note({ note: quoted(note) }) : '')

/** A lower-case verb phrase: what the call does. */
export function describeCall(call: DecodedCall, words: CallWords): string {
  const t = messages.get()
  const a = call.args
  const name = words.name
  const u = (i: number) => a[i] as bigint
  const s = (i: number) => a[i] as string
  const who = (i: number) => words.who(s(i))
  switch (call.method) {
    case 'offerForSale': {
      const reserved = s(1) !== ZERO_ADDRESS
      if (u(0) === 0n && reserved) return t.gift({ name, who: who(1) })
      return reserved
        ? t.listReserved({ name, price: algos(u(0)), who: who(1) })
        : t.listOpen({ name, price: algos(u(0)) })
    }
    case 'cancelSale':
      return t.cancelSale({ name })
    case 'postOffer':
      return t.offer({ price: algos(u(0)), name, note: withNote(s(1)) })
    case 'purchase':
      return t.buy({ name, paying: paying(words) })
    case 'renew':
      return t.renew({ name, paying: paying(words) })
    case 'updateFields':
      return t.updateFields({ changes: fieldChanges(a[0] as AbiValue[], words), name })
    case 'deleteFields': {
      const cleared = (a[0] as AbiValue[]).map((key) => t.clearField({ field: fieldWords(text(key)) }))
      return t.updateFields({ changes: cleared.length ? cleared.join(', ') : t.noField, name })
    }
    case 'setPrimaryAddress':
      return t.setPrimaryAddress({ who: who(1), name })
    case 'vaultOptIn': {
      const ids = (a[0] as bigint[]).map(String)
      return t.vaultOptIn({ name, ids: ids.join(', ') })(ids.length)
    }
    case 'vaultOptInLock':
      return a[0] ? t.vaultLock({ name }) : t.vaultUnlock({ name })
    case 'vaultSend': {
      const ids = (a[4] as bigint[]).map(String)
      const others = ids.length ? t.others({ ids: ids.join(', ') })(ids.length) : ''
      return t.vaultSend({
        amount: words.amount(u(3), u(0)),
        others,
        name,
        who: who(1),
        note: withNote(s(2)),
      })
    }
    case 'segmentLock':
      return a[0] ? t.segmentLock({ name }) : t.segmentOpen({ name, price: formatUsd(centsToDollars(u(1))) })
    case 'gas':
      return t.gas({ name })
    case 'mintNfd':
      return t.mint({
        name: s(0),
        forWho: s(1) === ZERO_ADDRESS ? '' : t.mintFor({ who: who(1) }),
        paying: paying(words),
        linking: a[2] ? t.linking : '',
      })
    case 'linkNfdAddress':
      return t.link({ who: who(2), name: s(0) })
    case 'unlinkNfdAddress':
      return t.unlink({ who: who(2), name: s(0) })
    case 'setAddressPrimaryNfd':
      return t.setPrimaryName({ name: s(0), who: who(2) })
    case 'upgradeNfd':
      return t.upgrade({ name: s(0) })
    default:
      // A method no action asks for: named as the contract names it, so a refusal can say it.
      return t.otherMethod({ method: call.method, name })
  }
}

/** A phrase opening with a .algo name: the name stays as it is written. */
const OPENS_WITH_NAME = /^[a-z0-9-]+(\.[a-z0-9-]+)*\.algo\b/

/** The phrase as a sentence of the review; a name it opens with is not capitalised ("bob.algo receives …"). */
export function capitalize(phrase: string): string {
  if (OPENS_WITH_NAME.test(phrase)) return phrase
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}
