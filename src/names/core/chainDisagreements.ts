/**
 * The API proposes, the chain decides: where the name service's record of a name differs from
 * what the chain says (its contract, asset, owner, seller, price, reserved buyer, version), each
 * difference in words. Pure: the transaction flow refuses to go on while this is not empty.
 */
import { AppError } from '@/lib/AppError'
import { truncateAddress } from '@/lib/address'
import { i18n, params } from '@/lib/i18n/i18n'
import { formatAlgoAmount } from '@/lib/money'
import type { NfdRecord } from '../api/types'
import { isKnownVersion, type ChainFacts } from './chainFacts'

const messages = i18n('names/core/chainDisagreements', {
  noSuchName: params("The name service knows {name}, but the chain's registry has no such name."),
  otherApp: params("The chain's registry points {name} to app {app}, which calls itself {appName}."),
  nothing: 'nothing',
  unknownVersion: params("The chain says {name}'s contract is version {version}, which this app does not know."),
  none: '(none)',
  appId: params("The name service says {name}'s contract is app {said}, but the chain says {chain}."),
  asaId: params("The name service says {name}'s asset is {said}, but the chain says {chain}."),
  owner: params('The name service says {name} is owned by {said}, but the chain says {chain}.'),
  price: params('The name service says {name} is {said}, but the chain says it is {chain}.'),
  forSaleAt: params('for sale at {price}'),
  notForSale: 'not for sale',
  seller: params('The name service says {name} is sold by {said}, but the chain says {chain}.'),
  reservedFor: params('The name service says {name} is reserved for {said}, but the chain says {chain}.'),
  version: params("The name service says {name}'s contract is version {said}, but the chain says {chain}."),
  noOne: 'no one',
  nothingSigned: params('{differences} Nothing was signed.'),
})

const who = (address: string | null | undefined) => (address ? truncateAddress(address) : messages.get().noOne)
const price = (amount: bigint) =>
  amount > 0n ? messages.get().forSaleAt({ price: formatAlgoAmount(amount) }) : messages.get().notForSale

function id(value: number | undefined): bigint | null {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? BigInt(value) : null
}

export function chainDisagreements(record: NfdRecord, chain: ChainFacts | null): string[] {
  const t = messages.get()
  const name = record.name
  if (!chain) return [t.noSuchName({ name })]
  const found: string[] = []
  if (chain.appName !== record.name)
    found.push(t.otherApp({ name, app: String(chain.appId), appName: chain.appName ?? t.nothing }))
  if (!isKnownVersion(chain.version)) found.push(t.unknownVersion({ name, version: chain.version ?? t.none }))
  const appId = id(record.appID)
  if (appId !== chain.appId) found.push(t.appId({ name, said: String(appId ?? t.none), chain: String(chain.appId) }))
  const asaId = id(record.asaID)
  if (asaId !== null && asaId !== chain.asaId)
    found.push(t.asaId({ name, said: String(asaId), chain: String(chain.asaId) }))
  if ((record.owner ?? null) !== chain.owner)
    found.push(t.owner({ name, said: who(record.owner), chain: who(chain.owner) }))
  const sellAmount = BigInt(record.sellAmount ?? 0)
  if (sellAmount !== chain.sellAmount)
    found.push(t.price({ name, said: price(sellAmount), chain: price(chain.sellAmount) }))
  const selling = sellAmount > 0n || chain.sellAmount > 0n
  if ((record.seller !== undefined || selling) && (record.seller ?? null) !== chain.seller)
    found.push(t.seller({ name, said: who(record.seller), chain: who(chain.seller) }))
  if ((record.reservedFor ?? null) !== chain.reservedFor)
    found.push(t.reservedFor({ name, said: who(record.reservedFor), chain: who(chain.reservedFor) }))
  const recordVersion = record.properties?.internal?.ver
  if (recordVersion !== undefined && isKnownVersion(chain.version) && recordVersion !== chain.version)
    found.push(t.version({ name, said: recordVersion, chain: chain.version ?? '' }))
  return found
}

/** The flow's refusal: the record and the chain disagree, so nothing was requested or signed. */
export class ChainDisagreesError extends AppError {
  constructor(readonly differences: readonly string[]) {
    super(messages.get().nothingSigned({ differences: differences.join(' ') }))
    this.name = 'ChainDisagreesError'
  }
}
