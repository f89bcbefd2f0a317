/**
 * What the search box says about what was typed: pure, from the validation and the API answers.
 * Invalid input is reported at once; a valid name shows "checking" until the debounced name
 * caught up with it and its record (and, where the price depends on it, the quote) arrived.
 */
import { hasAddressShape } from '@/lib/hasAddressShape'
import { validateNameInput, type NameInputProblem } from '../core/validation'

/** The fields of a name record the status needs (the API's NfdRecord satisfies it). */
export interface SearchRecord {
  name: string
  state?: string
  owner?: string
  sellAmount?: number
  reservedFor?: string
  expired?: boolean
}

/** The fields of a getQuote answer the status needs (µALGO). */
export interface SearchQuote {
  price: number
  carryCost: number
}

/** A query's answer as TanStack Query reports it, reduced to what matters here. */
export type Answer<T> = { status: 'pending' } | { status: 'error'; error: unknown } | { status: 'success'; data: T }

export type SearchStatus =
  | { kind: 'idle' }
  | { kind: 'invalid'; problem: NameInputProblem }
  /** An Algorand address was pasted: Enter opens its names (its checksum is checked where it is shown). */
  | { kind: 'address'; address: string }
  | { kind: 'checking'; name: string }
  /** Never minted (or minted and back to available): the quote is the 1-year price, null if unknown. */
  | { kind: 'available'; name: string; quote: SearchQuote | null }
  | { kind: 'forSale'; name: string; price: number | null; reservedFor: string | null }
  | { kind: 'reserved'; name: string; reservedFor: string | null }
  | { kind: 'owned'; name: string; owner: string | null }
  /** Expired: anyone may take it over at the (reverse auction) price from the quote. */
  | { kind: 'expired'; name: string; price: number | null }
  | { kind: 'error'; name: string; error: unknown }

export interface SearchInputs {
  /** What is in the box now. */
  input: string
  /** The same after the debounce: the name the answers belong to. */
  debouncedInput: string
  /** The name's record: null = never minted (a 404). */
  record: Answer<SearchRecord | null>
  quote: Answer<SearchQuote>
}

/** The quote when it arrived; null once it failed; undefined while it is still on its way. */
function quoteOf(answer: Answer<SearchQuote>): SearchQuote | null | undefined {
  if (answer.status === 'success') return answer.data
  return answer.status === 'error' ? null : undefined
}

export function searchStatus({ input, debouncedInput, record, quote }: SearchInputs): SearchStatus {
  if (input.trim() === '') return { kind: 'idle' }
  if (hasAddressShape(input.trim())) return { kind: 'address', address: input.trim() }
  const checked = validateNameInput(input)
  if (!checked.ok) return { kind: 'invalid', problem: checked.problem }
  const name = checked.name
  const settled = validateNameInput(debouncedInput)
  if (!settled.ok || settled.name !== name || record.status === 'pending') return { kind: 'checking', name }
  if (record.status === 'error') return { kind: 'error', name, error: record.error }

  const found = record.data
  if (found === null || found.state === 'available') {
    const price = quoteOf(quote)
    return price === undefined ? { kind: 'checking', name } : { kind: 'available', name, quote: price }
  }
  if (found.expired === true || found.state === 'expired') {
    const price = quoteOf(quote)
    return price === undefined ? { kind: 'checking', name } : { kind: 'expired', name, price: price?.price ?? null }
  }
  switch (found.state) {
    case 'forSale':
      return { kind: 'forSale', name, price: found.sellAmount ?? null, reservedFor: found.reservedFor ?? null }
    case 'reserved':
      return { kind: 'reserved', name, reservedFor: found.reservedFor ?? null }
    default:
      // owned, minting (someone is minting it right now) or a state this app does not know yet: taken.
      return { kind: 'owned', name, owner: found.owner ?? null }
  }
}

/** Whether someone holds the name (even if it is for sale), so alternatives are worth suggesting. */
export function isTaken(status: SearchStatus): boolean {
  return status.kind === 'owned' || status.kind === 'reserved' || status.kind === 'forSale'
}
