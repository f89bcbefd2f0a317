/**
 * Keeping a name: renewal, contract upgrade and segment minting, as the contracts define them
 * (NFDInstance and NFDRegistry ARC-56, API-NOTES §3b; the SDK composes none). A renewal pays the
 * name's contract, then `renew(pay)` (5,000 µALGO) tells the registry. The contract prices the
 * year through the registry (its `getPrice` takes a `caller` "since an nfd contract might call
 * us"; renew refuses "must pay at least minimum renewal price"), and the registry's price reads
 * its ALGO/USD oracle (`algoUsdOracleAppId`, as a mint's does), so the renewal references the
 * registry and the oracle. An upgrade is the registry's `upgradeNfd`, which prices nothing; from
 * 2.11 to 3.x it renews a year right after. `segmentLock` is 3,000.
 */
import { call, pay, type ReferenceStep } from './layout'

export function renewLayout(amount: bigint, registryApp: bigint, oracleApp: bigint): ReferenceStep[] {
  return [pay('name', amount), call('name', 'renew', [], { apps: [registryApp, oracleApp] })]
}

interface Upgrade {
  name: string
  nameApp: bigint
  registryApp: bigint
  oracleApp: bigint
  /** The year a 2.11 contract pays as it becomes 3.x (null below 2.11). */
  renewal: bigint | null
}

export function upgradeLayout({ name, nameApp, registryApp, oracleApp, renewal }: Upgrade): ReferenceStep[] {
  const upgrade = call('registry', 'upgradeNfd', [name], { apps: [nameApp] })
  return renewal === null ? [upgrade] : [upgrade, ...renewLayout(renewal, registryApp, oracleApp)]
}

export const segmentLayout = (lock: boolean, usdCents: bigint): ReferenceStep[] => [
  call('name', 'segmentLock', [lock, usdCents]),
]
