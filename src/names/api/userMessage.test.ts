import { describe, expect, it } from 'vitest'
import { InvalidAssetError } from '@/algod/InvalidAssetError'
import { AppError } from '@/lib/AppError'
import { ApiError, MalformedResponseError, NetworkError, RateLimitedError, TimeoutError } from '@/lib/errors'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { WalletCallCancelledError } from '@/wallet/untilAborted'
import { WalletError } from '@/wallet/WalletError'
import { userMessage } from './userMessage'

describe('userMessage', () => {
  it.each([
    [new RateLimitedError(12, 5), 'Too many requests: wait 12 s and try again'],
    [new RateLimitedError(600, 5), 'Too many requests: wait 10 min and try again'],
    [
      new TimeoutError('name service', 15_000),
      'The name service did not answer within 15 s: check your connection and try again',
    ],
    [new NetworkError(), 'Network down: check your connection and try again'],
    [new TypeError('Failed to fetch'), 'Network down: check your connection and try again'],
    [new MalformedResponseError('x'), 'The name service sent an unreadable reply: try again later'],
    [new ApiError(404, 'notFound', 'bob.algo not found'), 'Not found'],
    [
      new ApiError(403, 'upgradeRequired', 'contract'),
      "This name's contract is older than this change needs: upgrade it first (Manage, then Upgrade contract), then try again",
    ],
    [new ApiError(503, 'unavailable', 'down'), 'The name service is having trouble: try again later'],
    [new ApiError(400, 'invalidAddress', 'sender is not the owner'), 'sender is not the owner'],
    [new ApiError(418, 'teapot', ''), 'Request failed with status 418'],
    [
      new TimeoutError('Algorand node', 8_000),
      'The Algorand node did not answer within 8 s: check your connection and try again',
    ],
    [
      new Error('Network request error. Received status 400: TransactionPool.Remember: overspend (account X)'),
      'Insufficient balance',
    ],
    [new Error('Insufficient balance'), 'Insufficient balance'],
    [new Error('balance 1000 below min 100000'), 'Insufficient available balance'],
    [new Error('User did not accept terms'), 'User did not accept terms'],
    [new Error('asset 5 already opted in to app'), 'Already opted in to this app'],
    [new WalletError('notConnected', 'No active wallet'), 'Wallet not connected'],
    [new WalletError('networkMismatch', 'Signing Error: network mismatch'), 'Your wallet is on a different network'],
    [new WalletCallCancelledError(), 'Transaction cancelled in the wallet'],
    [new Error('Network mismatch'), 'Your wallet is on a different network'],
    // Ours are told by class and code: their words, even a known message's, are shown as they are.
    [new WalletError('popupBlocked', 'Window blocked: request rejected'), 'Window blocked: request rejected'],
    [
      new AppError('Insufficient balance? No: the registry entry is 3 bytes'),
      'Insufficient balance? No: the registry entry is 3 bytes',
    ],
    [new ApiError(400, 'invalidAddress', ''), 'Request failed with status 400'],
    [
      new Error('Transaction not confirmed after 4 rounds'),
      'Transaction not confirmed after 4 rounds: check the explorer before trying again',
    ],
    [new Error('Transaction Request Rejected'), 'Transaction cancelled in the wallet'],
    [new Error('Invalid Input: Invalid Asset'), 'Invalid asset'],
    [new InvalidAssetError(), 'Invalid asset'],
    // algod through algosdk: json-bigint's parse failure (a plain object) and a 5xx on `response`.
    [
      { name: 'SyntaxError', message: 'Bad string', at: 12, text: '{"nfds": [{"name": "trunc' },
      'The Algorand node sent an unreadable reply: try again later',
    ],
    [
      Object.assign(new Error('Network request error. Received status 500 (Internal Server Error): boom'), {
        response: { status: 500 },
      }),
      'The Algorand node is having trouble: try again later',
    ],
    [
      Object.assign(new Error('Network request error. Received status 400: overspend'), { response: { status: 400 } }),
      'Insufficient balance',
    ],
    ['plain string', 'plain string'],
    [undefined, 'Unknown error'],
  ])('%s -> %s', (error, expected) => {
    expect(userMessage(error)).toBe(expected)
  })

  it('in Spanish, tells our failures by their code and words the status without the service', async () => {
    await chooseLocale('es')
    try {
      expect(userMessage(new WalletError('notConnected', 'No active wallet'))).toBe('Billetera no conectada')
      expect(userMessage(new WalletCallCancelledError('Cancelaste'))).toBe('Transacción cancelada en la billetera')
      expect(userMessage(new ApiError(418, 'teapot', ''))).toBe('La solicitud falló con el estado 418')
      // The service's own words stay as it sent them.
      expect(userMessage(new ApiError(400, 'invalidAddress', 'sender is not the owner'))).toBe(
        'sender is not the owner',
      )
    } finally {
      await chooseLocale('en')
    }
  })
})
