import type { UseQueryResult } from '@tanstack/react-query'
import { useName } from '@/names/hooks/useName'
import { useQuote } from '@/names/hooks/useQuote'
import { useSuggest } from '@/names/hooks/useSuggest'
import type { NfdRecord } from '@/names/api/types'
import { isTaken, searchStatus, type Answer, type SearchStatus } from '@/names/search/searchState'
import { validateNameInput } from '@/names/core/validation'
import { useNetwork, useWallet } from '@/wallet/react'
import { quoteBuyer } from '../core/quoteBuyer'
import { useDebouncedValue } from '../../ui/useDebouncedValue'

/** The API is asked about the typed name once typing pauses this long (UX: within a quarter second). */
const SEARCH_DEBOUNCE_MS = 250
const MAX_SUGGESTIONS = 5

function answerOf<T>(query: UseQueryResult<T>): Answer<T> {
  if (query.status === 'success') return { status: 'success', data: query.data }
  if (query.status === 'error') return { status: 'error', error: query.error }
  return { status: 'pending' }
}

export interface NameSearch {
  status: SearchStatus
  /** Alternatives when the name is taken (names only). */
  suggestions: string[]
  retry: () => void
}

/** The search box's data: validation at once, then the name, its quote and suggestions. */
export function useNameSearch(input: string): NameSearch {
  const debounced = useDebouncedValue(input, SEARCH_DEBOUNCE_MS)
  const checked = validateNameInput(debounced)
  const name = checked.ok ? checked.name : ''
  const { activeAddress } = useWallet()
  const { network } = useNetwork()
  const buyer = quoteBuyer(activeAddress, network.id)

  const record = useName(name)
  const found: NfdRecord | null | undefined = record.data
  // Only a name one can mint or take over has a price worth quoting.
  const needsQuote =
    found === null || found?.state === 'available' || found?.state === 'expired' || found?.expired === true
  const quote = useQuote(needsQuote ? name : '', buyer)

  const status = searchStatus({ input, debouncedInput: debounced, record: answerOf(record), quote: answerOf(quote) })
  const suggest = useSuggest(isTaken(status) ? name : '', buyer)
  const suggestions = (suggest.data ?? [])
    .map((item) => item.name)
    .filter((item) => item !== name)
    .slice(0, MAX_SUGGESTIONS)

  return {
    status,
    suggestions: isTaken(status) ? suggestions : [],
    retry: () => {
      void record.refetch()
      if (needsQuote) void quote.refetch()
    },
  }
}
