import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applicationAddress, encodeAddress } from '@/lib/address'
import { chainStateOf } from '@/mocks/chainState'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import type { NfdRecord } from '../api/types'
import { chainFactsOf } from './chainFacts'
import { payeeDisagreement, payeeOnChain } from './payeeOf'
import type { OnChainName } from './resolveOnChain'

const RECORDS = buildNameFixtures(Date.now())
const record = (name: string) => RECORDS.find((r) => r.name === name) as NfdRecord

/** What the chain says of a record, as the mock algod serves it. */
function chainOf(r: NfdRecord): OnChainName {
  const ids = { appId: BigInt(r.appID ?? 0), asaId: BigInt(r.asaID ?? 0) }
  return { ...chainFactsOf(r.name, ids, chainStateOf(r)), verifiedAddress: r.caAlgo?.[0] ?? null }
}

const someone = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((key) => key.some((byte) => byte !== 0))
  .map(encodeAddress)

describe('payeeOnChain', () => {
  it("is the chain's verified address, else the owner unverified", () => {
    const bob = record('bob.algo')
    expect(payeeOnChain(chainOf(bob))).toEqual({ address: bob.caAlgo![0], verified: true })
    const rnarket = record('rnarket.algo')
    expect(payeeOnChain(chainOf(rnarket))).toEqual({ address: rnarket.owner, verified: false })
  })

  it('is no one for a name for sale, reserved, held by its own contract, or not registered', () => {
    expect(payeeOnChain(chainOf(record('forsale.algo')))).toBeNull()
    expect(payeeOnChain(chainOf(record('gift.algo')))).toBeNull()
    const bob = chainOf(record('bob.algo'))
    expect(payeeOnChain({ ...bob, verifiedAddress: null, owner: applicationAddress(bob.appId) })).toBeNull()
    expect(payeeOnChain(null)).toBeNull()
  })
})

describe('payeeDisagreement', () => {
  it('is silent for every honest record', () => {
    for (const r of RECORDS)
      expect({ name: r.name, said: payeeDisagreement(r, chainOf(r)) }).toEqual({ name: r.name, said: null })
  })

  it('names any other verified address or owner the chain holds', () => {
    const owned = RECORDS.filter((r) => r.state === 'owned')
    fc.assert(
      fc.property(fc.constantFrom(...owned), someone, fc.boolean(), (r, other, asVerified) => {
        const honest = chainOf(r)
        const chain = asVerified
          ? { ...honest, verifiedAddress: other }
          : { ...honest, verifiedAddress: null, owner: other }
        const expected = payeeOnChain(chain)
        if (
          expected?.address === payeeOnChain(honest)?.address &&
          expected?.verified === payeeOnChain(honest)?.verified
        )
          return
        expect(payeeDisagreement(r, chain)).toMatch(
          new RegExp(
            `^The name service says payments to ${r.name.replace('.', '\\.')} go to .+, but the chain says .+\\.$`,
          ),
        )
      }),
    )
    expect(payeeDisagreement(record('bob.algo'), null)).toMatch(/but the chain says no one\.$/)
  })
})
