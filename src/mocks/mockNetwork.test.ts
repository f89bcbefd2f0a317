import algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { getAccountInfo } from '@/algod/account'
import { submitGroup, waitForConfirmation } from '@/algod/submit'
import { NETWORKS } from '@/config/networks'
import { getName } from '@/names/api/getName'
import { purchaseName } from '@/names/api/purchase'
import { OTHER_ACCOUNT, TEST_ACCOUNT, THIRD_ACCOUNT } from './accounts'
import { withMockNetwork, signGroup } from '@/testing/mockNetwork'
import { world } from './world'

const net = NETWORKS.mock
withMockNetwork()

/** A signed txn's msgpack starts {sig: bin(64) ...}: byte 10 is inside the signature. */
function flipSignatureBit(signed: Uint8Array): Uint8Array {
  const copy = new Uint8Array(signed)
  copy[10] = (copy[10] ?? 0) ^ 1
  return copy
}

describe('the mock network end to end', () => {
  it('sells forsale.algo to TEST_ACCOUNT once the signed group is submitted', async () => {
    const before = await getName(net, 'forsale.algo', 'full')
    expect(before?.state).toBe('forSale')
    const group = await purchaseName(net, 'forsale.algo', {
      buyer: TEST_ACCOUNT.address,
      offer: before?.sellAmount ?? 0,
    })
    // The buyer's payment and the call that reads it, then the service's own entry.
    expect(group.map((e) => e.kind)).toEqual(['u', 'u', 's'])
    const balanceBefore = (await getAccountInfo(net, TEST_ACCOUNT.address)).amount
    const txId = await submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic))
    const confirmation = await waitForConfirmation(net, txId)
    expect(confirmation.confirmedRound).toBeGreaterThan(1000n)
    const after = await getName(net, 'forsale.algo', 'full')
    expect(after?.state).toBe('owned')
    expect(after?.owner).toBe(TEST_ACCOUNT.address)
    const account = await getAccountInfo(net, TEST_ACCOUNT.address)
    // Fees: the payment's, and the purchase call's budget as the SDK sets it (4,000 µALGO).
    expect(account.amount).toBe(balanceBefore - 50_000_000n - 1000n - 4000n)
    expect(account.assets.some((a) => a.assetId === BigInt(after?.asaID ?? -1))).toBe(true)
  })

  it('rejects a group whose "s" entry was tampered with, and changes nothing', async () => {
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    const signed = signGroup(group, TEST_ACCOUNT.mnemonic)
    const tampered = flipSignatureBit(signed[2] as Uint8Array)
    await expect(submitGroup(net, [...signed.slice(0, 2), tampered])).rejects.toThrow(/"s"/)
    expect(world.names.get('forsale.algo')?.owner).toBe(OTHER_ACCOUNT.address)
  })

  it('rejects a "u" entry whose signature does not verify', async () => {
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    const [u, ...rest] = signGroup(group, TEST_ACCOUNT.mnemonic) as [Uint8Array, ...Uint8Array[]]
    await expect(submitGroup(net, [flipSignatureBit(u), ...rest])).rejects.toThrow(/signature didn't pass verification/)
    expect(world.names.get('forsale.algo')?.state).toBe('forSale')
  })

  it('rejects a "u" entry signed by another account', async () => {
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    await expect(submitGroup(net, signGroup(group, OTHER_ACCOUNT.mnemonic))).rejects.toThrow(/authorized by/)
    expect(world.names.get('forsale.algo')?.state).toBe('forSale')
  })

  it('rejects a "u" transaction changed after it was issued', async () => {
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    const { sk } = algosdk.mnemonicToSecretKey(TEST_ACCOUNT.mnemonic)
    const txn = algosdk.decodeUnsignedTransaction(group[0]?.bytes as Uint8Array)
    const cheaper = new algosdk.Transaction({
      ...txn,
      type: algosdk.TransactionType.pay,
      sender: txn.sender,
      paymentParams: { receiver: txn.payment!.receiver, amount: 1n },
      suggestedParams: {
        fee: txn.fee,
        flatFee: true,
        firstValid: txn.firstValid,
        lastValid: txn.lastValid,
        genesisID: txn.genesisID,
        genesisHash: txn.genesisHash!,
        minFee: 1000n,
      },
    })
    cheaper.group = txn.group
    const [, call, service] = signGroup(group, TEST_ACCOUNT.mnemonic) as Uint8Array[]
    await expect(submitGroup(net, [cheaper.signTxn(sk), call!, service!])).rejects.toThrow(/"u"\) was changed/)
  })

  it('accepts the signature of the auth address of a rekeyed account, and only that', async () => {
    world.authAddrs.set(TEST_ACCOUNT.address, OTHER_ACCOUNT.address)
    expect((await getAccountInfo(net, TEST_ACCOUNT.address, { exclude: 'all' })).authAddr).toBe(OTHER_ACCOUNT.address)
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    await expect(submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic))).rejects.toThrow(/authorized by/)
    const { sk } = algosdk.mnemonicToSecretKey(OTHER_ACCOUNT.mnemonic)
    const signed = group.map(({ kind, bytes }) => {
      if (kind === 's') return bytes
      const txn = algosdk.decodeUnsignedTransaction(bytes)
      const stxn = new algosdk.SignedTransaction({
        txn,
        sig: algosdk.decodeSignedTransaction(txn.signTxn(sk)).sig,
        sgnr: algosdk.Address.fromString(OTHER_ACCOUNT.address),
      })
      return algosdk.encodeMsgpack(stxn)
    })
    await waitForConfirmation(net, await submitGroup(net, signed))
    expect(world.names.get('forsale.algo')?.owner).toBe(TEST_ACCOUNT.address)
  })

  it("refuses a purchase the buyer cannot afford with algod's overspend error", async () => {
    const group = await purchaseName(net, 'market.algo', { buyer: THIRD_ACCOUNT.address, offer: 120_000_000 })
    // market.algo is THIRD's own listing; buying it needs 120 ALGO that THIRD does not have.
    await expect(submitGroup(net, signGroup(group, THIRD_ACCOUNT.mnemonic))).rejects.toThrow(/overspend/)
  })

  it('applies an issued group once: its effect is spent after the first submission', async () => {
    const group = await purchaseName(net, 'forsale.algo', { buyer: TEST_ACCOUNT.address, offer: 50_000_000 })
    expect(world.issued.size).toBe(1)
    await submitGroup(net, signGroup(group, TEST_ACCOUNT.mnemonic))
    expect(world.issued.size).toBe(0)
  })
})
