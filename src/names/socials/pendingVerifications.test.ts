// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { logger } from '@/lib/logger'
import { mapStorage } from '@/testing/mapStorage'
import { refusingStorage } from '@/testing/refusingStorage'
import {
  PENDING_VERIFICATION_EVENT,
  PENDING_VERIFICATION_LIFETIME_MS,
  clearPendingVerification,
  pendingVerificationKey,
  readPendingVerification,
  readPendingVerifications,
  savePendingVerification,
  type PendingVerification,
} from './pendingVerifications'

const SENDER = '3XXDT4JC5TO2MTUR5OTSMZBONL3I47GLWAB2BAQIQNKQITPH44HLA2XBZ4'
const NOW = Date.parse('2026-11-26T07:00:00Z')

const entry = (over: Partial<PendingVerification> = {}): PendingVerification => ({
  network: 'mock',
  name: 'alice.algo',
  field: 'github',
  sender: SENDER,
  id: 'verify-1',
  challenge: 'nfd-mock-challenge-1',
  value: 'alice-gh',
  requestedAt: NOW - 60_000,
  ...over,
})

afterEach(() => vi.restoreAllMocks())

describe('pending verifications', () => {
  it('keeps a challenge per network, name and field, and reads it back', () => {
    const storage = mapStorage()
    savePendingVerification(entry(), storage)
    savePendingVerification(entry({ field: 'email', id: 'verify-2', challenge: '', value: 'a@b.c' }), storage)
    const where = { network: 'mock', name: 'alice.algo', field: 'github' } as const
    expect(readPendingVerification(where, NOW, storage)).toEqual(entry())
    expect(readPendingVerification({ ...where, network: 'testnet' }, NOW, storage)).toBeNull()
    expect(readPendingVerification({ ...where, name: 'bob.algo' }, NOW, storage)).toBeNull()
    expect(readPendingVerification({ ...where, field: 'twitter' }, NOW, storage)).toBeNull()
    expect(readPendingVerifications('mock', 'alice.algo', NOW, storage).map((e) => e.field)).toEqual([
      'github',
      'email',
    ])
    clearPendingVerification(where, storage)
    expect(readPendingVerifications('mock', 'alice.algo', NOW, storage).map((e) => e.field)).toEqual(['email'])
  })

  it('drops a bad stored entry alone, and removes it', () => {
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const github = pendingVerificationKey(entry())
    const twitter = pendingVerificationKey(entry({ field: 'twitter' }))
    const domain = pendingVerificationKey(entry({ field: 'domain' }))
    const storage = mapStorage({
      [github]: JSON.stringify({ version: 1, data: entry() }),
      [twitter]: '{not json',
      [domain]: JSON.stringify({ version: 1, data: { ...entry({ field: 'domain' }), sender: 'nobody' } }),
    })
    expect(readPendingVerifications('mock', 'alice.algo', NOW, storage)).toEqual([entry()])
    expect([...storage.data.keys()]).toEqual([github])
    expect(warn).toHaveBeenCalled()
  })

  it('drops an entry stored under another key, or asked for in the future', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const key = pendingVerificationKey(entry())
    const storage = mapStorage({ [key]: JSON.stringify({ version: 1, data: entry({ name: 'bob.algo' }) }) })
    expect(readPendingVerification(entry(), NOW, storage)).toBeNull()
    expect(storage.data.has(key)).toBe(false)
    savePendingVerification(entry({ requestedAt: NOW + 60 * 60_000 }), storage)
    expect(readPendingVerification(entry(), NOW, storage)).toBeNull()
  })

  it('lapses after its lifetime', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const storage = mapStorage()
    savePendingVerification(entry(), storage)
    const requested = entry().requestedAt
    expect(readPendingVerification(entry(), requested + PENDING_VERIFICATION_LIFETIME_MS - 1, storage)).toEqual(entry())
    expect(readPendingVerification(entry(), requested + PENDING_VERIFICATION_LIFETIME_MS, storage)).toBeNull()
    expect(storage.data.size).toBe(0)
  })

  it('tells the page on every save and clear, and carries on when storage fails', () => {
    vi.spyOn(logger, 'warn').mockImplementation(() => {})
    const heard = vi.fn()
    window.addEventListener(PENDING_VERIFICATION_EVENT, heard)
    savePendingVerification(entry(), refusingStorage)
    clearPendingVerification(entry(), refusingStorage)
    expect(readPendingVerification(entry(), NOW, refusingStorage)).toBeNull()
    window.removeEventListener(PENDING_VERIFICATION_EVENT, heard)
    expect(heard).toHaveBeenCalledTimes(2)
  })
})
