import algosdk from 'algosdk'
import { describe, expect, it } from 'vitest'
import { SERVICE_ADDRESS, SERVICE_SEED } from './serviceAccount'

describe('the mock service account', () => {
  it('has the address its seed derives', () => {
    expect(SERVICE_SEED).toHaveLength(32)
    const account = algosdk.mnemonicToSecretKey(algosdk.mnemonicFromSeed(SERVICE_SEED))
    expect(account.addr.toString()).toBe(SERVICE_ADDRESS)
  })
})
