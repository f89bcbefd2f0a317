/**
 * A mint as TxnLab/nfd-sdk composes it (packages/sdk/src/modules/minting.ts @ 05245e84): four
 * registry `gas()` calls with the notes "1" to "4" (budget for the registry's program), the
 * payment of the years' price and the carry cost to the registry, then `mintNfd(pay,string,
 * address,bool)uint64` with an extra fee of 10,000 µALGO (12,000 for a segment). The registry
 * reads a segment's parent app, so it is referenced.
 */
import { call, pay, type ReferenceStep } from './layout'

interface Mint {
  name: string
  /** The owner-to-be: the buyer, or the one the name is reserved for. */
  reservedFor: string
  amount: bigint
  /** A segment's root app (0n for a root name). */
  parentApp: bigint
}

export function mintLayout({ name, reservedFor, amount, parentApp }: Mint): ReferenceStep[] {
  return [
    ...['1', '2', '3', '4'].map((note) => call('registry', 'gas', [], { note })),
    pay('registry', amount),
    call('registry', 'mintNfd', [name, reservedFor, false], { apps: parentApp ? [parentApp] : [] }),
  ]
}
