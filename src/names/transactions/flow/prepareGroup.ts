/**
 * The effects around the pure checks: what algod says about the network and the account, then
 * the group held against the intent and the account's funds. What it returns is what the
 * review shows and what the sign step signs.
 */
import { getAccountInfo } from '@/algod/account'
import { getSuggestedParams } from '@/algod/params'
import { loadAlgosdk } from '@/algod/sdk'
import type { NetworkConfig } from '@/config/networks'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { InsufficientFundsError, checkFunds } from '../check/checkFunds'
import { checkGroup, type CheckedGroup } from '../check/checkGroup'
import type { Intent } from '../check/intent'

export interface PreparedGroup extends CheckedGroup {
  /** Other accounts of the user that sign too (from the intent). */
  alsoSign: readonly string[]
  /** Set when the acting account is rekeyed: the key its signatures must come from. */
  authAddr?: string
}

export async function prepareGroup(
  net: NetworkConfig,
  sender: string,
  intent: Intent,
  entries: TxnGroupEntry[],
): Promise<PreparedGroup> {
  const [sdk, params, account] = await Promise.all([
    loadAlgosdk(),
    getSuggestedParams(net),
    getAccountInfo(net, sender, { exclude: 'all' }),
  ])
  const checked = checkGroup(sdk, {
    entries,
    intent,
    account: sender,
    network: {
      genesisId: net.genesisId,
      genesisHash: net.genesisHash ?? sdk.bytesToBase64(params.genesisHash ?? new Uint8Array()),
    },
    // The node's last round: suggested params start there.
    round: BigInt(params.firstValid),
  })
  const problem = checkFunds(account, checked)
  if (problem) throw new InsufficientFundsError(problem, checked)
  return { ...checked, alsoSign: intent.coSigners ?? [], ...(account.authAddr ? { authAddr: account.authAddr } : {}) }
}
