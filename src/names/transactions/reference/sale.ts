/**
 * Sales as TxnLab/nfd-sdk composes them (packages/sdk/src/modules/purchasing.ts @ 08bf1dca):
 * a buy or a claim pays the name's contract, then `purchase(pay)` at 4,000 µALGO; the contract
 * pays the seller, so the seller is referenced, with the name's asset and the registry. The SDK
 * composes no listing: the contract decides (NFDInstance ARC-56, API-NOTES §3b). `offerForSale`
 * refuses while user-defined or verified fields remain (NFDInstance.algo.ts line 419), so the
 * fields are cleared with `deleteFields` first.
 *
 * Nor does the SDK compose a gift (manager.ts @ 77750771 only links, unlinks and sets metadata;
 * purchasing.ts claims and buys), so the ARC-56 signature decides: `offerForSale(uint64,address)
 * void` takes no payment. A gift is a sale at 0 reserved for the recipient, who claims it with
 * the SDK's claim (a payment of 0, `purchase(pay)` at 4,000), paying its fees. The API's
 * `payReceiver` ("pay the offer amount + fees to the account the NFD is reserved for") would add a
 * payment to the recipient of an amount neither the SDK nor the spec defines: the app does not
 * send the flag, no payment to the recipient is in this layout, and the check refuses one. A name with a commission agent cannot be sold under 1 ALGO (lines 422–423),
 * so the contract refuses its gift at 0.
 */
import type { NfdRecord } from '../../api/types'
import { ZERO_ADDRESS } from '../check/describeCall'
import { VERIFIED_ADDRESSES } from '../definitions/linkedAddressOptions'
import { call, pay, type ReferenceStep } from './layout'

/** The profile fields a name's record shows: a sale clears them first (the contract refuses to sell while any remain). */
export function profileFieldsOf(record: NfdRecord | null | undefined): string[] {
  const props = record?.properties ?? {}
  return [
    ...Object.keys(props.userDefined ?? {}).map((key) => `u.${key}`),
    ...Object.keys(props.verified ?? {}).map((key) => (key === 'caAlgo' ? VERIFIED_ADDRESSES : `v.${key}`)),
  ]
}

/** The profile fields a sale clears first: none when the name has none. */
function clearing(fields: readonly string[]): ReferenceStep[] {
  return fields.length ? [call('name', 'deleteFields', [fields.map((field) => new TextEncoder().encode(field))])] : []
}

/** List for sale (a gift: a price of 0 reserved for the recipient, no payment), after clearing the profile. */
export function listLayout(price: bigint, reservedFor: string | undefined, fields: readonly string[]): ReferenceStep[] {
  return [...clearing(fields), call('name', 'offerForSale', [price, reservedFor ?? ZERO_ADDRESS])]
}

export const cancelSaleLayout = (): ReferenceStep[] => [call('name', 'cancelSale', [])]

interface Purchase {
  amount: bigint
  /** Who the contract pays: the seller (the owner), or for a claim the name's own account. */
  seller: string
  asaId: bigint
  registryApp: bigint
}

/** Buy or claim: the payment, then the call that reads it. */
export function purchaseLayout({ amount, seller, asaId, registryApp }: Purchase): ReferenceStep[] {
  return [
    pay('name', amount),
    call('name', 'purchase', [], { accounts: [seller], assets: asaId ? [asaId] : [], apps: [registryApp] }),
  ]
}
