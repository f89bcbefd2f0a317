import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { encodeAddress, truncateAddress } from '@/lib/address'
import { buildNameFixtures } from '@/mocks/fixtures/names'
import { onChainNameOf, someAddress } from '@/testing/onChainName'
import { payeeOnChain } from './payeeOf'
import { recipientDisagreements } from './recipientDisagreements'
import { recipientOf, type NameRecipient } from './recipientOf'

const RECORDS = buildNameFixtures(Date.now())
const OWNED = RECORDS.filter((r) => recipientOf(r) !== null)

/** The service's answer: the honest one, another address (verified or not), or no one. */
const saidOf = (honest: NameRecipient) =>
  fc.oneof(
    fc.constant<NameRecipient | null>(honest),
    fc.constant<NameRecipient | null>({ ...honest, verified: !honest.verified }),
    fc.constant<NameRecipient | null>(null),
    fc.record<NameRecipient>({ address: someAddress, verified: fc.boolean() }),
  )

describe('recipientDisagreements', () => {
  it('is silent for every honest name, when the user was shown where it goes', () => {
    for (const r of OWNED) {
      const chain = onChainNameOf(r)
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
          .chain((r) => fc.tuple(fc.constant(r), saidOf(recipientOf(r)!), someAddress, fc.boolean())),
        ([r, said, other, showSaid]) => {
          const chain = onChainNameOf(r)
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
    const chain = onChainNameOf(bob)
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
