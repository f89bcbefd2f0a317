/**
 * The API proposes, the chain decides: where the name service's record of a name differs from
 * what the chain says (its contract, asset, owner, seller, price, reserved buyer, version), each
 * difference in words. Pure: the transaction flow refuses to go on while this is not empty.
 */
import { truncateAddress } from '@/lib/address'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdRecord } from '../api/types'
import { isKnownVersion, type ChainFacts } from './chainFacts'

const who = (address: string | null | undefined) => (address ? truncateAddress(address) : 'no one')
const price = (amount: bigint) => (amount > 0n ? `for sale at ${formatAlgoAmount(amount)}` : 'not for sale')

function id(value: number | undefined): bigint | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? BigInt(value) : null
}

export function chainDisagreements(record: NfdRecord, chain: ChainFacts | null): string[] {
  const name = record.name
  if (!chain) return [`The name service knows ${name}, but the chain's registry has no such name.`]
  const said = `The name service says ${name}`
  const found: string[] = []
  if (chain.appName !== name)
    found.push(
      `The chain's registry points ${name} to app ${chain.appId}, which calls itself ${chain.appName ?? 'nothing'}.`,
    )
  if (!isKnownVersion(chain.version))
    found.push(
      `The chain says ${name}'s contract is version ${chain.version ?? '(none)'}, which this app does not know.`,
    )
  const appId = id(record.appID)
  if (appId !== chain.appId)
    found.push(`${said}'s contract is app ${appId ?? '(none)'}, but the chain says ${chain.appId}.`)
  const asaId = id(record.asaID)
  if (asaId !== null && asaId !== chain.asaId)
    found.push(`${said}'s asset is ${asaId}, but the chain says ${chain.asaId}.`)
  if ((record.owner ?? null) !== chain.owner)
    found.push(`${said} is owned by ${who(record.owner)}, but the chain says ${who(chain.owner)}.`)
  const sellAmount = BigInt(record.sellAmount ?? 0)
  if (sellAmount !== chain.sellAmount)
    found.push(`${said} is ${price(sellAmount)}, but the chain says it is ${price(chain.sellAmount)}.`)
  const selling = sellAmount > 0n || chain.sellAmount > 0n
  if ((record.seller !== undefined || selling) && (record.seller ?? null) !== chain.seller)
    found.push(`${said} is sold by ${who(record.seller)}, but the chain says ${who(chain.seller)}.`)
  if ((record.reservedFor ?? null) !== chain.reservedFor)
    found.push(`${said} is reserved for ${who(record.reservedFor)}, but the chain says ${who(chain.reservedFor)}.`)
  const recordVersion = record.properties?.internal?.ver
  if (recordVersion !== undefined && isKnownVersion(chain.version) && recordVersion !== chain.version)
    found.push(`${said}'s contract is version ${recordVersion}, but the chain says ${chain.version}.`)
  return found
}

/** The flow's refusal: the record and the chain disagree, so nothing was requested or signed. */
export class ChainDisagreesError extends Error {
  constructor(readonly differences: readonly string[]) {
    super(`${differences.join(' ')} Nothing was signed.`)
    this.name = 'ChainDisagreesError'
  }
}
