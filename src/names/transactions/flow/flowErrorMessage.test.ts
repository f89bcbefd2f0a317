import { describe, expect, it } from 'vitest'
import { AppError } from '@/lib/AppError'
import { ApiError } from '@/lib/errors'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { NETWORK_MISMATCH } from '@/wallet/signing'
import { WalletError } from '@/wallet/WalletError'
import { flowErrorMessage } from './flowErrorMessage'
import { INSUFFICIENT_AVAILABLE_BALANCE, InsufficientFundsError } from '../check/checkFunds'

describe('flowErrorMessage: the expected failures in clear words', () => {
  it.each([
    [new WalletError('networkMismatch', NETWORK_MISMATCH), /^Your wallet is on a different network than this app/],
    [new WalletError('networkMismatch', 'La red no coincide'), /^Your wallet is on a different network than this app/],
    // Pera's own words.
    [new Error('Network mismatch'), /^Your wallet is on a different network than this app/],
    [
      new Error('Transaction not confirmed after 4 rounds'),
      /did not confirm the transaction within 4 rounds. It may still go through/,
    ],
    [new Error('User did not accept terms'), /accept the terms of service/],
    [new ApiError(400, 'invalidAddress', 'field to verify in incorrect format'), /not in a form we can verify/],
    [new ApiError(400, 'invalidAddress', 'error in verification of field'), /could not find the challenge/],
    [new ApiError(400, 'invalidAddress', 'name/nfd already has a verify request outstanding'), /already waiting/],
    [new Error('already opted in to app'), /already opted in/],
    [new WalletError('notConnected', 'Wallet is not connected'), /not connected. Connect it/],
    ['error in verification of field', /could not find the challenge/],
  ])('%s', (error, expected) => {
    expect(flowErrorMessage(error)).toMatch(expected)
  })

  it('funds: the error carries its own sentence with the numbers', () => {
    const error = new InsufficientFundsError(
      { kind: INSUFFICIENT_AVAILABLE_BALANCE, shortfall: 250_000n },
      { total: 1_002_000n, addedMinBalance: 0n },
    )
    expect(flowErrorMessage(error)).toBe(
      'Insufficient available balance: part of your balance must stay in your account as its minimum balance. You need 0.25 ALGO more to spend 1.002 ALGO.',
    )
  })

  it('anything else goes through the data layer (e.g. an API code)', () => {
    expect(flowErrorMessage(new ApiError(413, 'tooManyTransactions', 'x'))).toBe(
      'Too many changes at once: clear some fields first',
    )
  })

  it('never reads a known message into words of our own, which may be translated', () => {
    expect(flowErrorMessage(new AppError('The contract is not confirmed after 4 rounds of checks'))).toBe(
      'The contract is not confirmed after 4 rounds of checks',
    )
  })

  it('in Spanish: the same sentences, chosen by the code', async () => {
    await chooseLocale('es')
    try {
      expect(flowErrorMessage(new WalletError('networkMismatch', NETWORK_MISMATCH))).toMatch(
        /^Tu billetera está en una red distinta a la de esta app/,
      )
      expect(flowErrorMessage(new WalletError('notConnected', 'No active wallet'))).toBe(
        'Tu billetera no está conectada. Conéctala y vuelve a intentarlo.',
      )
    } finally {
      await chooseLocale('en')
    }
  })
})
