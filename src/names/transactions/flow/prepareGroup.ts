/**
 * The effects around the pure checks: what algod says about the network and the account, then
 * the group held against the intent and the account's funds. What it returns is what the
 * review shows and what the sign step signs.
 */
import { getAccountInfo } from '@/algod/account'
import { getSuggestedParams, networkFeesOf } from '@/algod/params'
import { loadAlgosdk } from '@/algod/sdk'
import type { NetworkConfig } from '@/config/networks'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { InsufficientFundsError, checkFunds } from '../check/checkFunds'
import { checkGroup, type CheckedGroup } from '../check/checkGroup'
import type { Intent } from '../check/intent'
import type { ChainReport } from '../simulate/checkOnChain'
import type { ActionContext } from '../types'
import type { ConfirmedRecipient } from './confirmRecipient'

export interface PreparedGroup extends CheckedGroup {
  /** Other accounts of the user that sign too (from the intent). */
  alsoSign: readonly string[]
  /** The rekeyed among the acting account and its co-signers: the key each one's signatures must come from. */
  authAddresses: Readonly<Record<string, string>>
  /** A recipient typed as a .algo name, as the chain gives it (set by the flow, after the checks). */
  recipient?: ConfirmedRecipient | undefined
  /** µALGO in the acting account when the group was checked. */
  balance: bigint
  /** The intent's words for what the chain reports: the accounts the user named, the assets' own units. */
  words: Pick<Intent, 'named' | 'units'>
  /** What the chain says the group will do (simulate), once it has run; absent before. */
  chain?: ChainReport
  /**
   * The context the group was requested and checked with (set by the flow): the record read
   * again and the name's facts as the chain gives them, which the review names parties from.
   */
  confirmed?: ActionContext | undefined
}

export async function prepareGroup(
  net: NetworkConfig,
  sender: string,
  intent: Intent,
  entries: TxnGroupEntry[],
): Promise<PreparedGroup> {
  const alsoSign = intent.coSigners ?? []
  const [sdk, params, account, ...coSigners] = await Promise.all([
    loadAlgosdk(),
    getSuggestedParams(net),
    getAccountInfo(net, sender, { exclude: 'all' }),
    ...alsoSign.map((address) => getAccountInfo(net, address, { exclude: 'all' })),
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
    // Read now, not when the service built the group: the ceiling is what the network charges today.
    fees: networkFeesOf(params),
    // The fee rule waits for the chain's word on what the group needs (checkOnChain).
    feesLater: true,
  })
  const problem = checkFunds(account, checked)
  if (problem) throw new InsufficientFundsError(problem, checked)
  const authAddresses: Record<string, string> = {}
  const infos = [account, ...coSigners]
  ;[sender, ...alsoSign].forEach((address, i) => {
    const authAddr = infos[i]?.authAddr
    if (authAddr) authAddresses[address] = authAddr
  })
  const words = { named: intent.named, units: intent.units }
  return { ...checked, alsoSign, authAddresses, balance: account.amount, words }
}
