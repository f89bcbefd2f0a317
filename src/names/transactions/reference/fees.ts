/**
 * What each call may pay in fees, in minimum fees (1,000 µALGO on a calm network): its own
 * transaction plus the inner transactions the contract makes, as TxnLab's nfd-sdk sets them.
 * Sources (TxnLab/nfd-sdk, packages/sdk/src): modules/purchasing.ts @ 08bf1dca (purchase 4,000),
 * modules/minting.ts @ 05245e84 (mintNfd: extraFee 10,000, 12,000 for a segment), modules/manager.ts
 * @ 77750771 (linkNfdAddress 3,000, unlinkNfdAddress 5,000, updateFields and gas at the minimum).
 * The calls the SDK does not compose take the budgets /work/shared/API-NOTES.md §3b read from the
 * same SDK and specs: most instance calls 3,000, renew 5,000, vaultSend and vaultOptIn 3,000 +
 * 1,000 per asset. Pure data.
 */
import type { AbiValue } from '../check/appCalls'
import type { ContractKind } from '../../contracts/contractKind'
import type { MethodName } from '../check/contractMethods'

/** One minimum fee more than the SDK's for each call: room for a contract version that makes one inner transaction more. */
export const CALL_HEADROOM = 1

const NAME_FEES: Partial<Record<MethodName, number>> = {
  purchase: 4,
  renew: 5,
  offerForSale: 3,
  cancelSale: 3,
  deleteFields: 3,
  postOffer: 1,
  updateFields: 1,
  setPrimaryAddress: 3,
  vaultOptInLock: 3,
  segmentLock: 3,
  gas: 1,
}

const REGISTRY_FEES: Partial<Record<MethodName, number>> = {
  linkNfdAddress: 3,
  unlinkNfdAddress: 5,
  setAddressPrimaryNfd: 3,
  upgradeNfd: 3,
  gas: 1,
}

const listLength = (value: AbiValue | undefined) => (Array.isArray(value) ? value.length : 0)

/** The SDK's fee for a call, in minimum fees, from its method and arguments. */
export function sdkFeeUnits(contract: ContractKind, method: MethodName, args: readonly AbiValue[]): number {
  if (contract === 'registry' && method === 'mintNfd') {
    // 1,000 for the call and an extra 10,000 (root) or 12,000 (segment: its parent is paid too).
    const segment = typeof args[0] === 'string' && args[0].split('.').length === 3
    return segment ? 13 : 11
  }
  if (contract === 'name' && method === 'vaultOptIn') return 3 + listLength(args[0])
  // The asset sent (0 is ALGO) and each other asset the vault moves.
  if (contract === 'name' && method === 'vaultSend') return 3 + (args[3] ? 1 : 0) + listLength(args[4])
  return (contract === 'registry' ? REGISTRY_FEES : NAME_FEES)[method] ?? 1
}
