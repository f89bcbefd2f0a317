/**
 * A name as the chain gives it, for tests of what is held against the chain: its facts as the
 * mock algod serves them, and any address that is not the zero one (fast-check).
 */
import fc from 'fast-check'
import { encodeAddress } from '@/lib/address'
import { chainStateOf } from '@/mocks/chainState'
import type { NfdRecord } from '@/names/api/types'
import { chainFactsOf } from '@/names/core/chainFacts'
import type { OnChainName } from '@/names/core/resolveOnChain'

/** What the chain says of a record, as the mock algod serves it. */
export function onChainNameOf(r: NfdRecord): OnChainName {
  const ids = { appId: BigInt(r.appID ?? 0), asaId: BigInt(r.asaID ?? 0) }
  return { ...chainFactsOf(r.name, ids, chainStateOf(r)), verifiedAddress: r.caAlgo?.[0] ?? null }
}

/** Any account's address (never the zero address, which the contract treats as none). */
export const someAddress = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((key) => key.some((byte) => byte !== 0))
  .map(encodeAddress)
