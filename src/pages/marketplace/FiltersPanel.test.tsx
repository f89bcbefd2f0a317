// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { parseMarketplaceFilters } from '@/names/search/marketplaceFilters'
import { FiltersPanel } from './FiltersPanel'

describe('FiltersPanel price range', () => {
  it('keeps what the user is typing in Max when applying Min changes the URL meanwhile', async () => {
    const empty = parseMarketplaceFilters(new URLSearchParams())
    const onChange = vi.fn()
    const { rerender } = render(<FiltersPanel filters={empty} onChange={onChange} />)
    await userEvent.type(screen.getByTestId('filter-min'), '20')
    await userEvent.click(screen.getByTestId('filter-max'))
    expect(onChange).toHaveBeenCalledTimes(1)
    await userEvent.type(screen.getByTestId('filter-max'), '10')
    // The URL answers the Min change while Max is being typed.
    rerender(<FiltersPanel filters={onChange.mock.calls[0]![0]} onChange={onChange} />)
    expect(screen.getByTestId('filter-min')).toHaveValue('20')
    expect(screen.getByTestId('filter-max')).toHaveValue('10')
    // And a change the URL makes to a bound (Clear, back button) still shows.
    rerender(<FiltersPanel filters={empty} onChange={onChange} />)
    expect(screen.getByTestId('filter-min')).toHaveValue('')
  })
})
