import { describe, expect, it } from 'vitest'
import { PENDING_TX_KEY, clearPendingTx, readPendingTxs, savePendingTx, type PendingTx } from './pendingTx'
import { pendingOutcome } from './pendingOutcome'

const tx = (txId: string): PendingTx => ({
  txId,
  network: 'mock',
  name: 'alice.algo',
  label: 'Buy alice.algo',
  lastValid: '1100',
  submittedAt: 1,
})
const A = 'A'.repeat(52)
const B = 'B'.repeat(52)

describe('pending transactions in localStorage', () => {
  it('saves, replaces by id, clears', () => {
    savePendingTx(tx(A))
    savePendingTx(tx(B))
    savePendingTx({ ...tx(A), label: 'again' })
    expect(readPendingTxs().map((t) => [t.txId, t.label])).toEqual([
      [B, 'Buy alice.algo'],
      [A, 'again'],
    ])
    clearPendingTx(B)
    clearPendingTx(A)
    expect(localStorage.getItem(PENDING_TX_KEY)).toBeNull()
  })

  it('drops anything that is not a valid entry', () => {
    localStorage.setItem(
      PENDING_TX_KEY,
      JSON.stringify([tx(A), { ...tx(B), network: 'moon' }, { ...tx(B), txId: 'x' }, 7]),
    )
    expect(readPendingTxs()).toEqual([tx(A)])
    localStorage.setItem(PENDING_TX_KEY, '{not json')
    expect(readPendingTxs()).toEqual([])
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
