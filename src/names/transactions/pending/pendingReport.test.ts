import { describe, expect, it } from 'vitest'
import { pendingReport } from './pendingReport'
import type { PendingTx } from './pendingTx'

const tx: PendingTx = {
  txId: 'A'.repeat(52),
  network: 'mock',
  name: 'bob.algo',
  label: 'Buy bob.algo',
  lastValid: '10',
  submittedAt: 0,
}

describe('pendingReport', () => {
  it('confirmed: success, cleared', () => {
    expect(pendingReport(tx, { kind: 'confirmed', round: 7 })).toEqual({
      tone: 'success',
      message: 'Buy bob.algo: done, the network confirmed it while you were away.',
      clear: true,
      explorer: false,
    })
  })
  it('failed: error with the reason, cleared', () => {
    expect(pendingReport(tx, { kind: 'failed', reason: 'overspend' })).toMatchObject({
      tone: 'error',
      clear: true,
      message: 'Buy bob.algo did not go through: overspend.',
    })
  })
  it('still pending: kept for next time', () => {
    expect(pendingReport(tx, { kind: 'pending' })).toMatchObject({ tone: 'blank', clear: false, explorer: true })
  })
  it('unknown: says so honestly and points to the explorer', () => {
    expect(pendingReport(tx, { kind: 'unknown', final: true })).toMatchObject({
      clear: true,
      explorer: true,
      message: expect.stringMatching(/cannot tell how it ended/),
    })
  })
})
