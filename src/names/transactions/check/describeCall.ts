/**
 * What a decoded contract call does, in words: the review shows it ("List alice.algo for
 * 120 ALGO, reserved for bob.algo") and a refusal says it ("would list alice.algo for
 * 0.000001 ALGO, reserved for ABCDEF...WXYZ"). Pure.
 */
import { encodeAddress } from '@/lib/address'
import { formatAlgos } from '@/lib/money'
import { changeLabel } from '../../core/changeLabel'
import { bytesOf, type AbiValue, type DecodedCall } from './appCalls'

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

/** "u.bio" → "bio", "u.twitter" → "X", "v.avatar" → "verified avatar", "u.cav.algo" → "address to link". */
function fieldWords(key: string): string {
  return key === 'u.cav.algo' ? 'address to link' : changeLabel(key)
}

function fieldChanges(pairs: readonly AbiValue[], words: CallWords): string {
  const changes: string[] = []
  for (let i = 0; i < pairs.length; i += 2) {
    const key = text(pairs[i] as AbiValue)
    const value = pairs[i + 1] === undefined ? '' : pairs[i + 1]
    const raw = bytesOf(value as AbiValue)
    const shown = key === 'u.cav.algo' && raw.length === 32 ? words.who(encodeAddress(raw)) : text(value as AbiValue)
    changes.push(shown === '' ? `clear ${fieldWords(key)}` : `set ${fieldWords(key)} to ${quoted(shown)}`)
  }
  return changes.length ? changes.join(', ') : 'change no field'
}

function paying(words: CallWords): string {
  return words.payment === undefined ? '' : ` with the ${algos(words.payment)} paid before it`
}

/** A lower-case verb phrase: what the call does. */
export function describeCall(call: DecodedCall, words: CallWords): string {
  const a = call.args
  const name = words.name
  const u = (i: number) => a[i] as bigint
  const s = (i: number) => a[i] as string
  switch (call.method) {
    case 'offerForSale': {
      const reserved = s(1) !== ZERO_ADDRESS
      if (u(0) === 0n && reserved) return `send ${name} to ${words.who(s(1))}, who claims it at no cost`
      return `list ${name} for ${algos(u(0))}${reserved ? `, reserved for ${words.who(s(1))}` : ' to anyone'}`
    }
    case 'cancelSale':
      return `take ${name} off the market`
    case 'postOffer':
      return `offer ${algos(u(0))} for ${name}${s(1) ? ` with the note ${quoted(s(1))}` : ''}`
    case 'purchase':
      return `buy ${name}${paying(words)}`
    case 'renew':
      return `renew ${name}${paying(words)}`
    case 'updateFields':
      return `${fieldChanges(a[0] as AbiValue[], words)} on ${name}`
    case 'setPrimaryAddress':
      return `make ${words.who(s(1))} the primary address of ${name}`
    case 'vaultOptIn': {
      const ids = (a[0] as bigint[]).map(String)
      return `opt ${name}'s vault in to asset${ids.length === 1 ? '' : 's'} ${ids.join(', ')}`
    }
    case 'vaultOptInLock':
      return a[0] ? `lock the opt-ins of ${name}'s vault to you` : `let anyone opt ${name}'s vault in to assets`
    case 'vaultSend': {
      const others = (a[4] as bigint[]).map(String)
      const note = s(2) ? ` with the note ${quoted(s(2))}` : ''
      const also = others.length ? ` and all of asset${others.length === 1 ? '' : 's'} ${others.join(', ')}` : ''
      return `send ${words.amount(u(3), u(0))}${also} from ${name}'s vault to ${words.who(s(1))}${note}`
    }
    case 'segmentLock':
      return a[0]
        ? `lock segment minting of ${name} to you`
        : `let anyone mint segments of ${name} for $${(Number(u(1)) / 100).toFixed(2)} a year`
    case 'gas':
      return `make a call to ${name} that changes nothing`
    case 'mintNfd':
      return `mint ${s(0)}${s(1) === ZERO_ADDRESS ? '' : ` for ${words.who(s(1))}`}${paying(words)}${a[2] ? ', linking your address' : ''}`
    case 'linkNfdAddress':
      return `link ${words.who(s(2))} to ${s(0)}`
    case 'unlinkNfdAddress':
      return `unlink ${words.who(s(2))} from ${s(0)}`
    case 'setAddressPrimaryNfd':
      return `make ${s(0)} the primary name of ${words.who(s(2))}`
    case 'upgradeNfd':
      return `upgrade the contract of ${s(0)}`
  }
}

/** The phrase as a sentence of the review. */
export function capitalize(phrase: string): string {
  return phrase.charAt(0).toUpperCase() + phrase.slice(1)
}
