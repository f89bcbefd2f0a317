import { describe, expect, it } from 'vitest'
import { applicationAddress } from '@/lib/address'
import { actionContextFor } from '@/testing/actionContext'
import { OTHER_ACCOUNT, withMockNetwork } from '@/testing/mockNetwork'
import { actionById } from '../registry'
import type { ActionContext } from '../types'
import { reviewParties } from './reviewParties'

withMockNetwork()

const LIAR = '33PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PN5XW633PMWXSJFI'

/** Buying forsale.algo, confirmed by the mock chain; then a record that names LIAR as agent and seller. */
async function lyingRecord(): Promise<{ honest: ActionContext; lying: ActionContext }> {
  const honest = await actionContextFor('buy', 'forsale.algo')
  const record = honest.record!
  const internal = { ...record.properties?.internal, commission1Agent: LIAR }
  return {
    honest,
    lying: { ...honest, record: { ...record, seller: LIAR, properties: { ...record.properties, internal } } },
  }
}

describe("the review's parties come from the chain, not the API's record", () => {
  it("the commission agent is the name's own on-chain i.commission1Agent; a record naming another changes nothing", async () => {
    const { honest, lying } = await lyingRecord()
    const agent = honest.chain?.commissionAgent
    // The mock contract's agent is the one its record names honestly.
    expect(agent).toBe(honest.record?.properties?.internal?.commission1Agent)
    const parties = reviewParties({ payments: [], assets: [] }, lying)
    expect(parties.get(agent!)).toBe('the NFD platform (its commission)')
    expect(parties.get(OTHER_ACCOUNT.address)).toBe('the seller')
    expect(parties.has(LIAR)).toBe(false)
    // Without the chain's facts (a mint: no name yet), no one is named from a record.
    expect(reviewParties({ payments: [], assets: [] }, { chain: undefined, name: 'new.algo' })).toEqual(new Map())
  })

  it("names the accounts the user named and the name's own contract, a payee's words first", async () => {
    const { honest } = await lyingRecord()
    const contract = applicationAddress(honest.chain!.appId)
    const bob = { address: OTHER_ACCOUNT.address, label: 'bob.algo' }
    const parties = reviewParties({ payments: [], assets: [], words: { named: [bob] } }, honest)
    expect(parties.get(contract)).toBe('forsale.algo (its contract)')
    expect(parties.get(OTHER_ACCOUNT.address)).toBe('bob.algo')
    const paid = [{ to: { address: contract, label: "forsale.algo's vault" }, microalgos: 1n }]
    expect(reviewParties({ payments: paid, assets: [] }, honest).get(contract)).toBe("forsale.algo's vault")
  })

  it("the purchase's seller line reads the seller from the chain once it has been read", async () => {
    const { lying } = await lyingRecord()
    expect(lying.chain?.seller).toBe(OTHER_ACCOUNT.address)
    expect(actionById('buy').warnings?.({ price: 50_000_000n }, lying)).toMatchObject({ seller: OTHER_ACCOUNT.address })
    // Before the chain is read, the record's (a preview: the chain is read before anything is requested).
    expect(actionById('buy').warnings?.({ price: 50_000_000n }, { ...lying, chain: undefined })).toMatchObject({
      seller: LIAR,
    })
  })
})
