import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { actionContextFor } from '@/testing/actionContext'
import {
  OTHER_ACCOUNT,
  TEST_ACCOUNT,
  THIRD_ACCOUNT,
  clearFaults,
  setFault,
  signGroup,
  withMockNetwork,
  world,
} from '@/testing/mockNetwork'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { payValues } from '../definitions/payName/payName'
import { checkSigned } from '../check/checkSigned'
import { GroupRefusedError } from '../check/GroupRefusedError'
import { actionById } from '../registry'
import { feeBudgetOf } from '../simulate/feeBudget'
import { prepareGroup } from './prepareGroup'

const net = NETWORKS.mock
withMockNetwork()

/** Links OTHER_ACCOUNT to alice.algo: a group both accounts sign. */
async function preparedLink() {
  const link = actionById('linkAddress')
  const ctx = await actionContextFor('linkAddress', 'alice.algo')
  const data = { address: OTHER_ACCOUNT.address }
  return prepareGroup(net, TEST_ACCOUNT.address, link.intent(data, ctx), await link.build(data, ctx))
}

describe('prepareGroup: who signs', () => {
  it('neither account rekeyed: each signs with its own key', async () => {
    const group = await preparedLink()
    expect(group.authAddresses).toEqual({})
    const signed = signGroup(group.entries, TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic)
    expect(
      checkSigned(algosdk, { entries: group.entries, answers: signed, authAddresses: group.authAddresses }),
    ).toEqual(signed)
  })

  it('a rekeyed co-signer signs through its auth address, like the acting account', async () => {
    world.authAddrs.set(OTHER_ACCOUNT.address, THIRD_ACCOUNT.address)
    const group = await preparedLink()
    expect(group.authAddresses).toEqual({ [OTHER_ACCOUNT.address]: THIRD_ACCOUNT.address })
    const byAuth = signByKey(group.entries, { [OTHER_ACCOUNT.address]: THIRD_ACCOUNT.mnemonic })
    expect(
      checkSigned(algosdk, { entries: group.entries, answers: byAuth, authAddresses: group.authAddresses }),
    ).toEqual(byAuth)
    // Its own key no longer signs for it.
    const byOwnKey = signGroup(group.entries, TEST_ACCOUNT.mnemonic, OTHER_ACCOUNT.mnemonic)
    expect(() =>
      checkSigned(algosdk, { entries: group.entries, answers: byOwnKey, authAddresses: group.authAddresses }),
    ).toThrow(/signed by U65ZQA\.\.\.\w{4}, not by/)
  })
})

describe('prepareGroup: the fee ceiling is read from algod when the group is checked', () => {
  const congested = () => setFault({ kind: 'congested', feePerByte: 30 })

  it('congested: the service pays the network fee by size, and the review gets that fee and the rate', async () => {
    congested()
    const group = await preparedLink()
    expect(group.networkFees).toEqual({ minFee: 1000n, perByte: 30n })
    // Above the minimum fee for each of the account's transactions, within what the network asks.
    expect(group.fees).toBeGreaterThan(1000n * BigInt(group.signers.filter(Boolean).length))
    expect(group.fees).toBeLessThanOrEqual(group.feeCeiling)
    // The rest is the link's storage deposits, paid to the name's contract and the registry.
    const paid = group.payments.reduce((sum, payment) => sum + payment.microalgos, 0n)
    expect(paid).toBe(group.deposits)
    expect(group.total).toBe(group.fees + paid)
  })

  it('a group built while congested is refused once the network is calm: it would pay more than it asks', async () => {
    const link = actionById('linkAddress')
    const ctx = await actionContextFor('linkAddress', 'alice.algo')
    const data = { address: OTHER_ACCOUNT.address }
    congested()
    const entries = await link.build(data, ctx)
    clearFaults()
    // Checked, the fee rule left for the chain's word: above our budget, and no need the chain reports raises it.
    const group = await prepareGroup(net, TEST_ACCOUNT.address, link.intent(data, ctx), entries)
    expect(group.fees).toBeGreaterThan(group.feeCeiling)
    const refused = (() => {
      try {
        return feeBudgetOf(group, null)
      } catch (error) {
        return error
      }
    })()
    expect(refused).toBeInstanceOf(GroupRefusedError)
    expect((refused as GroupRefusedError).code).toBe('fee')
  })

  it("payName: the app's own payment pays the suggested fee by size while the network is congested", async () => {
    congested()
    const pay = actionById('payName')
    const ctx = await actionContextFor('payName', 'bob.algo')
    const typed = payValues({
      receiver: OTHER_ACCOUNT.address,
      assetId: 0n,
      amount: 1_000_000n,
      decimals: 6,
      unit: 'ALGO',
    })
    const parsed = pay.parse({ ...pay.initialValues(ctx), ...typed }, ctx)
    if (!parsed.ok) throw new Error(parsed.message)
    const entries = await pay.build(parsed.value, ctx)
    const txn = algosdk.decodeUnsignedTransaction(entries[0]!.bytes)
    // algosdk sizes the fee before the group id is set: at most the ceiling, far above the minimum.
    expect(txn.fee).toBeGreaterThan(30n * 200n)
    const group = await prepareGroup(net, TEST_ACCOUNT.address, pay.intent(parsed.value, ctx), entries)
    expect(group.fees).toBe(txn.fee)
    expect(group.total).toBe(1_000_000n + txn.fee)
  })
})

/** Signs each "u" entry with its sender's key, or with the key `rekeyed` names for it. */
function signByKey(entries: readonly TxnGroupEntry[], rekeyed: Record<string, string>) {
  return entries.map(({ kind, bytes }) => {
    if (kind === 's') return bytes
    const txn = algosdk.decodeUnsignedTransaction(bytes)
    const sender = txn.sender.toString()
    const words = rekeyed[sender] ?? (sender === TEST_ACCOUNT.address ? TEST_ACCOUNT.mnemonic : OTHER_ACCOUNT.mnemonic)
    return txn.signTxn(algosdk.mnemonicToSecretKey(words).sk)
  })
}
