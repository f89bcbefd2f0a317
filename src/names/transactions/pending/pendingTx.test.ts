// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import {
  LEGACY_PENDING_TX_KEY,
  PENDING_TX_PREFIX,
  clearPendingTx,
  readPendingTxs,
  savePendingTx,
  type PendingTx,
} from './pendingTx'
import { pendingOutcome } from './pendingOutcome'

const tx = (txId: string, submittedAt = 1): PendingTx => ({
  txId,
  network: 'mock',
  name: 'alice.algo',
  label: 'Buy alice.algo',
  lastValid: '1100',
  submittedAt,
})
const A = 'A'.repeat(52)
const B = 'B'.repeat(52)

describe('pending transactions in localStorage', () => {
  it('saves, replaces by id, clears', () => {
    savePendingTx(tx(A, 2))
    savePendingTx(tx(B, 1))
    savePendingTx({ ...tx(A, 2), label: 'again' })
    expect(readPendingTxs().map((t) => [t.txId, t.label])).toEqual([
      [B, 'Buy alice.algo'],
      [A, 'again'],
    ])
    clearPendingTx(B)
    clearPendingTx(A)
    expect(localStorage.length).toBe(0)
  })

  it("two tabs writing at once never drop each other's entries", () => {
    // Tab 2 read storage before tab 1 wrote: its reads are stale, its writes land.
    const snapshot = new Map<string, string>()
    const staleTab = {
      get length() {
        return localStorage.length
      },
      key: (i: number) => localStorage.key(i),
      getItem: (key: string) => snapshot.get(key) ?? null,
      setItem: (key: string, value: string) => localStorage.setItem(key, value),
      removeItem: (key: string) => localStorage.removeItem(key),
    }
    savePendingTx(tx(A))
    savePendingTx(tx(B), staleTab)
    expect(readPendingTxs().map((t) => t.txId)).toEqual([A, B])
    clearPendingTx(B, staleTab)
    expect(readPendingTxs().map((t) => t.txId)).toEqual([A])
  })

  it('reads and clears the older single list too', () => {
    localStorage.setItem(LEGACY_PENDING_TX_KEY, JSON.stringify([tx(A), tx(B)]))
    expect(readPendingTxs().map((t) => t.txId)).toEqual([A, B])
    clearPendingTx(A)
    expect(readPendingTxs().map((t) => t.txId)).toEqual([B])
    clearPendingTx(B)
    expect(localStorage.getItem(LEGACY_PENDING_TX_KEY)).toBeNull()
  })

  it('full or disabled storage loses the record, never the flow', () => {
    const full = {
      ...localStorage,
      length: 0,
      key: () => null,
      getItem: () => null,
      removeItem() {},
      setItem() {
        throw new DOMException('quota', 'QuotaExceededError')
      },
    }
    expect(() => savePendingTx(tx(A), full)).not.toThrow()
  })

  it('drops anything that is not a valid entry', () => {
    localStorage.setItem(PENDING_TX_PREFIX + A, JSON.stringify(tx(A)))
    localStorage.setItem(PENDING_TX_PREFIX + B, JSON.stringify({ ...tx(B), network: 'moon' }))
    localStorage.setItem(PENDING_TX_PREFIX + 'x', JSON.stringify({ ...tx(B), txId: 'x' }))
    localStorage.setItem(PENDING_TX_PREFIX + 'y', '7')
    expect(readPendingTxs()).toEqual([tx(A)])
    localStorage.setItem(PENDING_TX_PREFIX + B, JSON.stringify({ version: 2, data: [7, tx(B)] }))
    expect(readPendingTxs()).toEqual([tx(A), tx(B)])
    localStorage.setItem(PENDING_TX_PREFIX + A, '{not json')
    expect(readPendingTxs()).toEqual([tx(B)])
  })
})

describe('pendingOutcome', () => {
  const base = { lastRound: 1000n, lastValid: 1100n }
  it.each([
    ['confirmed', { ...base, info: { confirmedRound: 990n, poolError: '' } }, { kind: 'confirmed', round: 990 }],
    ['pool error', { ...base, info: { poolError: 'overspend' } }, { kind: 'failed', reason: 'overspend' }],
    ['in the pool', { ...base, info: { poolError: '' } }, { kind: 'pending' }],
    [
      'in the pool past last valid',
      { lastRound: 1101n, lastValid: 1100n, info: {} },
      { kind: 'failed', reason: 'it expired before it could be confirmed' },
    ],
    ['unknown, may still come', { ...base, info: null }, { kind: 'unknown', final: false }],
    ['unknown, past last valid', { lastRound: 1200n, lastValid: 1100n, info: null }, { kind: 'unknown', final: true }],
  ] as const)('%s', (_label, evidence, expected) => {
    expect(pendingOutcome(evidence)).toEqual(expected)
  })
})
