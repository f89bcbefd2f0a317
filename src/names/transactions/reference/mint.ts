/**
 * A mint as TxnLab/nfd-sdk composes it (packages/sdk/src/modules/minting.ts @ 05245e84): four
 * registry `gas()` calls with the notes "1" to "4" (budget for the registry's program), the
 * payment of the years' price and the carry cost to the registry, then `mintNfd(pay,string,
 * address,bool)uint64` with an extra fee of 10,000 µALGO (12,000 for a segment). The registry
 * reads its ALGO/USD price oracle (the template variable `algoUsdOracleAppId` of its program, see
 * contracts/nfdRegistryProgram.ts) and a segment's parent app, so they are referenced: the SDK
 * lets algokit place them (`populateAppCallResources`), here on the `mintNfd` call.
 */
import { call, pay, type ReferenceStep } from './layout'

interface Mint {
  name: string
  /** The owner-to-be: the buyer, or the one the name is reserved for. */
  reservedFor: string
  amount: bigint
  /** The price oracle the registry's program names. */
  oracleApp: bigint
  /** A segment's root app (0n for a root name). */
  parentApp: bigint
}

export function mintLayout({ name, reservedFor, amount, oracleApp, parentApp }: Mint): ReferenceStep[] {
  return [
    ...['1', '2', '3', '4'].map((note) => call('registry', 'gas', [], { note })),
    pay('registry', amount),
    call('registry', 'mintNfd', [name, reservedFor, false], { apps: parentApp ? [oracleApp, parentApp] : [oracleApp] }),
  ]
}
