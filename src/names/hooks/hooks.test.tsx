// @vitest-environment jsdom
import { renderHook, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { withMockNetwork } from '@/testing/mockNetwork'
import { providers } from '@/testing/renderWithProviders'
import { nfdKeys } from './queryKeys'
import { useName } from './useName'
import { useOwnedNames } from './useOwnedNames'
import { useQuote } from './useQuote'
import { useReverseLookup } from './useReverseLookup'
import { useSearch } from './useSearch'
import { useActivity } from './useActivity'
import { useSuggest } from './useSuggest'
import { useOnChainName } from './useOnChainName'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const wrapper = () => providers()

describe('name hooks on the mock network', () => {
  it('useName loads a record and caches it under the network id', async () => {
    const { client, wrapper: w } = wrapper()
    const { result } = renderHook(() => useName('alice.algo', 'full'), { wrapper: w })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.owner).toBe(TEST_ACCOUNT.address)
    expect(client.getQueryData(nfdKeys.name('mock', 'alice.algo', 'full'))).toBe(result.current.data)
  })

  it('useName gives null for an available name and stays idle for an invalid one', async () => {
    const { wrapper: w } = wrapper()
    const available = renderHook(() => useName('nobodytookthis.algo'), { wrapper: w })
    await waitFor(() => expect(available.result.current.isSuccess).toBe(true))
    expect(available.result.current.data).toBeNull()
    const invalid = renderHook(() => useName('Not A Name'), { wrapper: w })
    expect(invalid.result.current.fetchStatus).toBe('idle')
  })

  it('useOwnedNames includes the listed and expired names owner= alone would miss', async () => {
    const { wrapper: w } = wrapper()
    const { result } = renderHook(() => useOwnedNames(OTHER_ACCOUNT.address), { wrapper: w })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    const names = result.current.data?.nfds.map((r) => r.name)
    expect(names).toEqual(expect.arrayContaining(['bob.algo', 'forsale.algo', 'expired.algo']))
    expect(result.current.data?.total).toBe(names?.length)
  })

  it('useReverseLookup maps addresses to names', async () => {
    const { wrapper: w } = wrapper()
    const { result } = renderHook(() => useReverseLookup([TEST_ACCOUNT.address, 'garbage']), { wrapper: w })
    await waitFor(() => expect(result.current.isSuccess).toBe(true))
    expect(result.current.data?.[TEST_ACCOUNT.address]?.name).toBe('alice.algo')
  })

  it('useQuote, useSearch, useSuggest, useActivity and useOnChainName answer', async () => {
    const { wrapper: w } = wrapper()
    const { result } = renderHook(
      () => ({
        quote: useQuote('zzzzzz.algo', TEST_ACCOUNT.address),
        search: useSearch({ state: ['forSale'] }),
        suggest: useSuggest('zzzzzz', TEST_ACCOUNT.address),
        activity: useActivity(['alice.algo']),
        chain: useOnChainName('bob.algo'),
      }),
      { wrapper: w },
    )
    await waitFor(() => expect(Object.values(result.current).every((q) => q.isSuccess)).toBe(true))
    expect(result.current.quote.data?.exists).toBe(false)
    expect(result.current.search.data?.total).toBe(3)
    expect(result.current.suggest.data?.[0]?.name).toBe('zzzzzz.algo')
    expect(result.current.activity.data?.[0]?.name).toBe('alice.algo')
    expect(result.current.chain.data?.owner).toBe(OTHER_ACCOUNT.address)
  })

  it('useQuote and useSuggest never ask for a buyer whose checksum fails, once the check has loaded', async () => {
    const { wrapper: w } = wrapper()
    const bad = TEST_ACCOUNT.address.slice(0, -1) + 'A'
    const { result } = renderHook(
      () => ({
        quote: useQuote('zzzzzz.algo', TEST_ACCOUNT.address),
        badQuote: useQuote('zzzzzz.algo', bad),
        badSuggest: useSuggest('zzzzzz', bad),
      }),
      { wrapper: w },
    )
    await waitFor(() => expect(result.current.quote.isSuccess).toBe(true))
    expect(result.current.badQuote).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
    expect(result.current.badSuggest).toMatchObject({ status: 'pending', fetchStatus: 'idle' })
  })

  it('surfaces an API failure as the query error', async () => {
    setFault({ kind: '500', target: 'api' })
    const { wrapper: w } = wrapper()
    const { result } = renderHook(() => useName('alice.algo'), { wrapper: w })
    await waitFor(() => expect(result.current.isError).toBe(true))
    expect(result.current.error).toMatchObject({ status: 500 })
  })
})
