import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { actionContextFor } from '@/testing/actionContext'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT, signGroup, withMockNetwork, world } from '@/testing/mockNetwork'
import type { TxnGroupEntry } from '../../api/txnGroup'
import { checkSigned } from '../check/checkSigned'
import { actionById } from '../registry'
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
