// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest'
import { InvalidAssetError } from '@/algod/InvalidAssetError'
import { NETWORKS } from '@/config/networks'
import { AppError } from '@/lib/AppError'
import { ApiError, TimeoutError } from '@/lib/errors'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { adapterContext } from '@/testing/fakeWallets'
import { WalletCallCancelledError } from '@/wallet/untilAborted'
import { WalletError } from '@/wallet/WalletError'
import { isDroppedTransaction, isIgnoredError, sentryOptions, shouldPropagateTrace } from './sentryOptions'

const options = () => sentryOptions('https://key@o1.ingest.sentry.io/1', 'testnet', '2.12')
/** What Sentry would send for `error`: null when the policy drops it. */
const sent = (error: unknown) =>
  options().beforeSend({ exception: { values: [{ value: String(error) }] } }, { originalException: error })
/** Exodus's failure without its extension, as the adapter throws it in the chosen language. */
async function exodusMissing(): Promise<unknown> {
  const { createAdapter } = await import('@/wallet/adapters/exodus')
  return createAdapter(adapterContext(NETWORKS.mainnet))
    .connect()
    .catch((error: unknown) => error)
}

afterEach(() => chooseLocale('en'))

describe('error-reporting policy', () => {
  it('samples traces at 0.25', () => {
    expect(options().tracesSampleRate).toBe(0.25)
  })

  it('drops our expected failures by their class and code, in English and in Spanish alike', async () => {
    const english = await exodusMissing()
    expect(english).toMatchObject({ message: 'Exodus not available' })
    expect(sent(english)).toBeNull()
    await chooseLocale('es')
    const spanish = await exodusMissing()
    // Translated, so no list of English words would have caught it.
    expect(spanish).toMatchObject({ message: 'Exodus no está disponible' })
    expect(sent(spanish)).toBeNull()
    expect(sent(new WalletCallCancelledError('Cancelaste la firma'))).toBeNull()
    expect(sent(new WalletError('notConnected', 'Billetera no conectada'))).toBeNull()
    expect(sent(new InvalidAssetError())).toBeNull()
  })

  it('reports our other failures, whatever their words say', async () => {
    const refused = new AppError('Refused: the asset was not found in the group')
    expect(sent(refused)).not.toBeNull()
    expect(sent(new WalletError('notLoaded', 'Operation cancelled: Pera could not be loaded'))).not.toBeNull()
    expect(sent(new TimeoutError('name service', 15_000))).not.toBeNull()
    await chooseLocale('es')
    expect(sent(new TimeoutError('name service', 15_000))).not.toBeNull()
  })

  it('drops the listed words of a wallet SDK, the API or algod, even inside longer messages', () => {
    expect(isIgnoredError(new Error('Transaction 123 not confirmed after 4 rounds'))).toBe(true)
    expect(isIgnoredError(new ApiError(404, 'notFound', 'bob.algo not found'))).toBe(true)
    expect(isIgnoredError({ code: 4001, message: 'Solicitud rechazada' })).toBe(true)
    expect(isIgnoredError('Operation cancelled by user')).toBe(true)
    expect(isIgnoredError(new Error('Cannot read properties of undefined'))).toBe(false)
    // An API reply without words is worded by us: its status decides, not our (translated) fallback.
    expect(isIgnoredError(new ApiError(500, 'fault', ''))).toBe(false)
    expect(isIgnoredError(undefined)).toBe(false)
  })

  it('without the error itself, decides on the words Sentry recorded', () => {
    expect(options().beforeSend({ exception: { values: [{ value: 'Can not open popup window' }] } }, {})).toBeNull()
    expect(options().beforeSend({ message: 'Something broke' }, {})).toEqual({ message: 'Something broke' })
  })

  it('drops transactions of the 404 page only', () => {
    const { beforeSendTransaction } = sentryOptions('https://k@o.ingest.sentry.io/1', 'mainnet', '2.12')
    expect(beforeSendTransaction({ transaction: '/404' })).toBeNull()
    expect(isDroppedTransaction('*')).toBe(true)
    expect(beforeSendTransaction({ transaction: '/name/:name' })).toEqual({ transaction: '/name/:name' })
  })

  it('sends tracing headers only to the testnet and mainnet API and relative api/ paths', () => {
    expect(shouldPropagateTrace('https://api.nf.domains/nfd/foo.algo')).toBe(true)
    expect(shouldPropagateTrace('https://api.testnet.nf.domains/nfd/lookup')).toBe(true)
    expect(shouldPropagateTrace('api/nfd')).toBe(true)
    expect(shouldPropagateTrace('/api/nfd')).toBe(true)
    expect(shouldPropagateTrace('https://api.betanet.nf.domains/nfd/x')).toBe(false)
    expect(shouldPropagateTrace('https://mainnet-api.4160.nodely.dev/v2/status')).toBe(false)
    expect(shouldPropagateTrace('https://api.nf.domains.evil.com/x')).toBe(false)
    expect(shouldPropagateTrace('http://localhost:4001/v2/status')).toBe(false)
  })
})
