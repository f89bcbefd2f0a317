import { describe, expect, it } from 'vitest'
import type { NfdRecord } from '../api/types'
import { defaultField, optionLabel, statusSentence, verifySpec, verifyStatus } from './verifyFields'

const record = (userDefined: Record<string, string>, verified: Record<string, string>): NfdRecord =>
  ({ name: 'alice.algo', properties: { userDefined, verified } }) as NfdRecord

describe('verifyStatus: one answer per field', () => {
  it('verified by the service and not on the profile (an e-mail): verified, never "not set"', () => {
    const r = record({}, { email: 'alice@example.com' })
    expect(verifyStatus(r, 'email')).toEqual({ kind: 'verified', value: 'alice@example.com' })
    expect(optionLabel(verifySpec('email'), verifyStatus(r, 'email'))).toBe('Email: alice@example.com, verified')
  })

  it('the profile shows the verified value: verified', () => {
    expect(verifyStatus(record({ twitter: 'alice_algo' }, { twitter: 'alice_algo' }), 'twitter')).toEqual({
      kind: 'verified',
      value: 'alice_algo',
    })
  })

  it('a value changed since it was verified is not verified', () => {
    expect(verifyStatus(record({ twitter: 'new_handle' }, { twitter: 'alice_algo' }), 'twitter')).toEqual({
      kind: 'unverified',
      value: 'new_handle',
    })
  })

  it('nothing anywhere: not set, and the sentence says the way on', () => {
    const status = verifyStatus(record({}, {}), 'github')
    expect(status).toEqual({ kind: 'notSet' })
    expect(statusSentence(verifySpec('github'), status)).toBe(
      'No GitHub on the profile yet: add it with Edit profile, then verify it here.',
    )
    expect(verifyStatus(null, 'github')).toEqual({ kind: 'notSet' })
  })
})

describe('defaultField', () => {
  it('a field waiting to be verified first, else a verified one, else X', () => {
    expect(defaultField(record({ twitter: 'a', github: 'gh' }, { twitter: 'a' }))).toBe('github')
    expect(defaultField(record({}, { email: 'a@b.c' }))).toBe('email')
    expect(defaultField(null)).toBe('twitter')
  })
})
