import * as algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import type { ContractKind } from '../../contracts/contractKind'
import { methodsOf } from './contractMethods'

/** The table this app typed by hand before the specs were kept as data: every entry must be in the specs, alike. */
const HAND_TYPED: Record<ContractKind, readonly string[]> = {
  name: [
    'offerForSale(uint64,address)void',
    'cancelSale()void',
    'postOffer(uint64,string)void',
    'purchase(pay)void',
    'renew(pay)void',
    'updateFields(byte[][])void',
    'setPrimaryAddress(string,address)void',
    'vaultOptIn(uint64[])void',
    'vaultOptInLock(bool)void',
    'vaultSend(uint64,address,string,uint64,uint64[])void',
    'segmentLock(bool,uint64)void',
    'gas()void',
  ],
  registry: [
    'mintNfd(pay,string,address,bool)uint64',
    'linkNfdAddress(string,uint64,address)void',
    'unlinkNfdAddress(string,uint64,address)void',
    'setAddressPrimaryNfd(string,uint64,address)void',
    'upgradeNfd(string)string',
    'gas()void',
  ],
}

const hex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex')

describe('the method table derived from the contracts’ specs', () => {
  it.each(['name', 'registry'] as const)(
    'has every method of the hand-typed %s table, with its signature',
    (contract) => {
      const derived = methodsOf(algosdk, contract, 'arc4')
      for (const signature of HAND_TYPED[contract]) {
        const name = signature.slice(0, signature.indexOf('('))
        expect(derived.get(name as never)?.getSignature(), name).toBe(signature)
      }
    },
  )

  it('gives the selectors algosdk computes from the signatures', () => {
    const selector = (contract: ContractKind, name: string) =>
      hex(
        methodsOf(algosdk, contract, 'arc4')
          .get(name as never)
          ?.getSelector() ?? new Uint8Array(),
      )
    const expected = (signature: string) => hex(algosdk.ABIMethod.fromSignature(signature).getSelector())
    expect(selector('name', 'offerForSale')).toBe(expected('offerForSale(uint64,address)void'))
    expect(selector('name', 'deleteFields')).toBe(expected('deleteFields(byte[][])void'))
    expect(selector('registry', 'mintNfd')).toBe(expected('mintNfd(pay,string,address,bool)uint64'))
  })

  it('knows every method of the specs, and a version 2 contract only by purchase and offer', () => {
    expect(methodsOf(algosdk, 'name', 'arc4').size).toBe(26)
    expect(methodsOf(algosdk, 'registry', 'arc4').size).toBe(23)
    expect([...methodsOf(algosdk, 'name', 'text').keys()].sort()).toEqual(['postOffer', 'purchase'])
  })
})
