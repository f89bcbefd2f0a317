import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { encodeAddress, truncateAddress } from '@/lib/address'
import { chainStateOf } from '@/mocks/chainState'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import type { NfdRecord } from '../api/types'
import { chainFactsOf } from './chainFacts'
import { payeeOnChain } from './payeeOf'
import { recipientDisagreements } from './recipientDisagreements'
import { recipientOf, type NameRecipient } from './recipientOf'
import type { OnChainName } from './resolveOnChain'

const RECORDS = buildNameFixtures(Date.now())
const OWNED = RECORDS.filter((r) => recipientOf(r) !== null)

/** What the chain says of a record, as the mock algod serves it. */
function chainOf(r: NfdRecord): OnChainName {
  const ids = { appId: BigInt(r.appID ?? 0), asaId: BigInt(r.asaID ?? 0) }
  return { ...chainFactsOf(r.name, ids, chainStateOf(r)), verifiedAddress: r.caAlgo?.[0] ?? null }
}

const someone = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .filter((key) => key.some((byte) => byte !== 0))
  .map(encodeAddress)

/** The service's answer: the honest one, another address (verified or not), or no one. */
const saidOf = (honest: NameRecipient) =>
  fc.oneof(
    fc.constant<NameRecipient | null>(honest),
    fc.constant<NameRecipient | null>({ ...honest, verified: !honest.verified }),
    fc.constant<NameRecipient | null>(null),
    fc.record<NameRecipient>({ address: someone, verified: fc.boolean() }),
  )

describe('recipientDisagreements', () => {
  it('is silent for every honest name, when the user was shown where it goes', () => {
    for (const r of OWNED) {
      const chain = chainOf(r)
      expect({
        name: r.name,
        found: recipientDisagreements(r.name, recipientOf(r)!.address, recipientOf(r), chain),
      }).toEqual({ name: r.name, found: [] })
    }
  })

  it('speaks whenever the service, the chain or what was shown differ, and only then', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...OWNED)
          .chain((r) => fc.tuple(fc.constant(r), saidOf(recipientOf(r)!), someone, fc.boolean())),
        ([r, said, other, showSaid]) => {
          const chain = chainOf(r)
          const onChain = payeeOnChain(chain)!
          const shown = showSaid ? (said?.address ?? other) : other
          const found = recipientDisagreements(r.name, shown, said, chain)
          const agree = said?.address === onChain.address && said.verified === onChain.verified
          expect(found.length === 0).toBe(agree && shown === onChain.address)
          if (!agree) expect(found[0]).toMatch(new RegExp(`^The name service says ${r.name.replace('.', '\\.')} is `))
          for (const sentence of found) expect(sentence).toContain(truncateAddress(onChain.address))
        },
      ),
    )
  })

  it('says it in words: the addresses, and the verified flag where the address alone would not tell', () => {
    const bob = RECORDS.find((r) => r.name === 'bob.algo')!
    const chain = chainOf(bob)
    const real = bob.caAlgo![0]!
    const attacker = encodeAddress(new Uint8Array(32).fill(7))
    expect(recipientDisagreements('bob.algo', attacker, { address: attacker, verified: true }, chain)).toEqual([
      `The name service says bob.algo is ${truncateAddress(attacker)}, but the chain says ${truncateAddress(real)}.`,
    ])
    expect(recipientDisagreements('bob.algo', real, { address: real, verified: false }, chain)).toEqual([
      `The name service says bob.algo is ${truncateAddress(real)} (its owner, not verified), but the chain says ${truncateAddress(real)} (verified).`,
    ])
    expect(recipientDisagreements('bob.algo', attacker, { address: real, verified: true }, chain)).toEqual([
      `The chain now says bob.algo is ${truncateAddress(real)}, not the ${truncateAddress(attacker)} you were shown.`,
    ])
    expect(recipientDisagreements('bob.algo', real, { address: real, verified: true }, null)).toEqual([
      `The name service says bob.algo is ${truncateAddress(real)}, but the chain says no one who can receive it.`,
    ])
  })
})
