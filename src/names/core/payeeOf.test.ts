import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { applicationAddress } from '@/lib/address'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import { onChainNameOf, someAddress } from '@/testing/onChainName'
import type { NfdRecord } from '../api/types'
import { payeeDisagreement, payeeOnChain } from './payeeOf'

const RECORDS = buildNameFixtures(Date.now())
const record = (name: string) => RECORDS.find((r) => r.name === name) as NfdRecord

describe('payeeOnChain', () => {
  it("is the chain's verified address, else the owner unverified", () => {
    const bob = record('bob.algo')
    expect(payeeOnChain(onChainNameOf(bob))).toEqual({ address: bob.caAlgo![0], verified: true })
    const rnarket = record('rnarket.algo')
    expect(payeeOnChain(onChainNameOf(rnarket))).toEqual({ address: rnarket.owner, verified: false })
  })

  it('is no one for a name for sale, reserved, held by its own contract, or not registered', () => {
    expect(payeeOnChain(onChainNameOf(record('forsale.algo')))).toBeNull()
    expect(payeeOnChain(onChainNameOf(record('gift.algo')))).toBeNull()
    const bob = onChainNameOf(record('bob.algo'))
    expect(payeeOnChain({ ...bob, verifiedAddress: null, owner: applicationAddress(bob.appId) })).toBeNull()
    expect(payeeOnChain(null)).toBeNull()
  })
})

describe('payeeDisagreement', () => {
  it('is silent for every honest record', () => {
    for (const r of RECORDS)
      expect({ name: r.name, said: payeeDisagreement(r, onChainNameOf(r)) }).toEqual({ name: r.name, said: null })
  })

  it('names any other verified address or owner the chain holds', () => {
    const owned = RECORDS.filter((r) => r.state === 'owned')
    fc.assert(
      fc.property(fc.constantFrom(...owned), someAddress, fc.boolean(), (r, other, asVerified) => {
        const honest = onChainNameOf(r)
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
