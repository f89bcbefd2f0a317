/**
 * Vaults (a name's own account) as the contract defines them (NFDInstance ARC-56, API-NOTES §3b;
 * the SDK composes none): an asset the vault does not hold yet needs its holding funded (100,000
 * µALGO per asset) and `vaultOptIn` (3,000 + 1,000 per asset) before the transfer; ALGO is a
 * plain payment. `vaultSend` (3,000 + 1,000 per asset) pays out through the contract: the
 * receiver is referenced unless it is the sender. `vaultOptInLock` is 3,000.
 */
import { call, pay, type ReferenceStep } from './layout'

/** µALGO of minimum balance one asset holding of the vault needs. */
export const VAULT_HOLDING_DEPOSIT = 100_000n

export function vaultOptInLayout(assets: readonly bigint[]): ReferenceStep[] {
  return [pay('name', VAULT_HOLDING_DEPOSIT * BigInt(assets.length)), call('name', 'vaultOptIn', [assets], { assets })]
}

/** ALGO (asset 0) or an asset to the vault; opting the vault in first when it does not hold the asset. */
export function sendToVaultLayout(asset: bigint, amount: bigint, needsOptIn: boolean): ReferenceStep[] {
  if (asset === 0n) return [pay('name', amount)]
  return [...(needsOptIn ? vaultOptInLayout([asset]) : []), { kind: 'axfer', to: 'name', asset, amount }]
}

interface VaultSend {
  amount: bigint
  receiver: string
  asset: bigint
  sender: string
}

export function sendFromVaultLayout({ amount, receiver, asset, sender }: VaultSend): ReferenceStep[] {
  return [
    call('name', 'vaultSend', [amount, receiver, '', asset, []], {
      accounts: receiver === sender ? [] : [receiver],
      assets: asset ? [asset] : [],
    }),
  ]
}

export const vaultLockLayout = (lock: boolean): ReferenceStep[] => [call('name', 'vaultOptInLock', [lock])]
