/**
 * What the mock network charges now: the minimum fee alone, or while a 'congested' fault stands
 * (faults.ts) a fee per byte and perhaps a raised minimum. Kept apart from the faults so the
 * service's group builder (and the browser tests that import it) need nothing else.
 */
import type { NetworkFees } from '@/algod/params'

const CALM: NetworkFees = { minFee: 1000n, perByte: 0n }
let current = CALM

/** µALGO a byte (default 10) and a minimum fee (default 1000); nothing: calm again. */
export function setCongestion(congestion?: { feePerByte?: number | undefined; minFee?: number | undefined }): void {
  current = congestion
    ? { minFee: BigInt(congestion.minFee ?? CALM.minFee), perByte: BigInt(congestion.feePerByte ?? 10) }
    : CALM
}

export function mockNetworkFees(): NetworkFees {
  return current
}
