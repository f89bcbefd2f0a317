/**
 * Keeping a name: renewal, contract upgrade and segment minting, as the contracts define them
 * (NFDInstance and NFDRegistry ARC-56, API-NOTES §3b; the SDK composes none). A renewal pays the
 * name's contract, then `renew(pay)` (5,000 µALGO) tells the registry. An upgrade is the
 * registry's `upgradeNfd`; from 2.11 to 3.x it renews a year right after. `segmentLock` is 3,000.
 */
import { call, pay, type ReferenceStep } from './layout'

export function renewLayout(amount: bigint, registryApp: bigint): ReferenceStep[] {
  return [pay('name', amount), call('name', 'renew', [], { apps: [registryApp] })]
}

/** `renewal`: the year a 2.11 contract pays as it becomes 3.x (null below 2.11). */
export function upgradeLayout(name: string, nameApp: bigint, registryApp: bigint, renewal: bigint | null) {
  const upgrade = call('registry', 'upgradeNfd', [name], { apps: [nameApp] })
  return renewal === null ? [upgrade] : [upgrade, ...renewLayout(renewal, registryApp)]
}

export const segmentLayout = (lock: boolean, usdCents: bigint): ReferenceStep[] => [
  call('name', 'segmentLock', [lock, usdCents]),
]
