import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import type { NfdRecord } from '../../../api/types'
import { problemOf, type ActionContext } from '../../types'
import { editProfile } from './editProfile'

const record = { name: 'alice.algo', owner: TEST_ACCOUNT.address, properties: { userDefined: {} } } as NfdRecord
const ctx: ActionContext = { name: 'alice.algo', record, sender: TEST_ACCOUNT.address, network: NETWORKS.mock }

describe('editProfile', () => {
  it('refuses a website that is not a web address before anything is signed', () => {
    expect(problemOf(editProfile, { url: 'not a url' }, ctx)).toBe('Website: a web address, as https://example.com')
    expect(problemOf(editProfile, { url: 'javascript:alert(1)' }, ctx)).toBe(
      'Website: a web address, as https://example.com',
    )
    expect(problemOf(editProfile, { url: 'https://alice.example' }, ctx)).toBeNull()
    // Cleared: the link goes.
    expect(
      problemOf(editProfile, { url: '' }, { ...ctx, record: { ...record, properties: { userDefined: { url: 'x' } } } }),
    ).toBeNull()
  })
})
