// @vitest-environment jsdom
import { act, screen, waitFor, within } from '@testing-library/react'
import { onlineManager } from '@tanstack/react-query'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { isAtMockRate } from '@/mocks/pricing'
import { withMockNetwork } from '@/testing/mockNetwork'
import { RECENT_SEARCHES_KEY } from '@/names/search/recentSearches'
import { NameSearch } from './NameSearch'
import { renderAt } from '@/testing/renderWithProviders'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

/** The search on its own page: the user typing, and the box. */
function home() {
  const user = userEvent.setup()
  renderAt('/', { '/': <NameSearch /> })
  return { user, box: screen.getByRole('combobox', { name: 'Search names' }) }
}

describe('NameSearch offline', () => {
  afterEach(() => onlineManager.setOnline(true))

  it('says at once that the name is checked when the connection returns, then checks it', async () => {
    onlineManager.setOnline(false)
    const { user, box } = home()
    await user.type(box, 'bob')
    expect(await screen.findByTestId('search-offline')).toHaveTextContent(
      'You are offline: bob.algo is checked when the connection returns.',
    )
    expect(screen.queryByText(/Checking bob\.algo/)).toBeNull()
    act(() => onlineManager.setOnline(true))
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveAttribute('data-kind', 'owned'))
  })
})

describe('NameSearch', () => {
  it('says what is wrong at once and does not navigate on Enter', async () => {
    const { user, box } = home()
    await user.type(box, 'bad name{Enter}')
    // The status's code loads when the box is focused; the verdict needs no answer from the service.
    expect(await screen.findByTestId('search-status')).toHaveAttribute('data-kind', 'invalid')
    expect(screen.getByTestId('search-invalid')).toHaveTextContent(/space is not allowed/i)
    expect(box).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/)
  })

  it('a name in Cyrillic letters: not a valid .algo name, and it looks like scope.algo, linked', async () => {
    const { user, box } = home()
    await user.type(box, '\u0455\u0441\u043e\u0440\u0435')
    expect(await screen.findByTestId('search-status')).toHaveAttribute('data-kind', 'invalid')
    const warning = await screen.findByTestId('lookalike-warning')
    expect(warning).toHaveTextContent(
      '\u0455\u0441\u043e\u0440\u0435.algo is not a valid .algo name, and it looks like another name',
    )
    const imitated = within(warning).getByRole('listitem')
    expect(imitated).toHaveAttribute('data-reason', 'imitates')
    expect(imitated).toHaveTextContent('It is spelled in letters that only look like those of scope.algo')
    expect(within(imitated).getByRole('link', { name: 'scope.algo' })).toHaveAttribute('href', '/name/scope.algo')
  })

  it('an invalid name that imitates none (a space) has no lookalike warning', async () => {
    const { user, box } = home()
    await user.type(box, 'sc ope')
    expect(await screen.findByTestId('search-invalid')).toHaveTextContent(/space is not allowed/i)
    expect(screen.queryByTestId('lookalike-warning')).toBeNull()
  })

  it('shows the owner of a taken name, suggests others, and arrows + Enter open one', async () => {
    const { user, box } = home()
    await user.type(box, 'Alice')
    expect(await screen.findByTestId('search-status')).toHaveAttribute('data-kind', 'checking')
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveAttribute('data-kind', 'owned'))
    expect(screen.getByTestId('search-status')).toHaveTextContent(
      `alice.algo is taken by ${TEST_ACCOUNT.address.slice(0, 6)}...`,
    )
    const suggestion = await screen.findAllByTestId('search-option-suggestion')
    const first = suggestion[0]!.textContent!
    await user.keyboard('{ArrowDown}{ArrowDown}')
    expect(suggestion[0]).toHaveAttribute('aria-selected', 'true')
    expect(box.getAttribute('aria-activedescendant')).toBe(suggestion[0]!.id)
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent(`/name/${first}`)
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual({ version: 2, data: [first] })
  })

  it('quotes an available name and Enter opens it', async () => {
    const { user, box } = home()
    await user.type(box, 'freshname99')
    await waitFor(() => expect(screen.getByTestId('search-status')).toHaveAttribute('data-kind', 'available'))
    expect(screen.getByTestId('search-status')).toHaveTextContent(/ALGO\s*≈ \$[\d.]+\s*for 1 year/)
    expect(isAtMockRate(screen.getByTestId('search-status').textContent ?? '')).toBe(true)
    await user.keyboard('{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/name/freshname99.algo')
  })

  it('lists recent searches when empty; Escape clears the box', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['bob.algo', 'alice.algo']))
    const { user, box } = home()
    expect(screen.getAllByTestId('search-option-recent').map((o) => o.textContent)).toEqual(['bob.algo', 'alice.algo'])
    await user.click(box)
    await user.keyboard('{ArrowUp}{Enter}')
    expect(screen.getByTestId('location')).toHaveTextContent('/name/alice.algo')
    await user.type(box, 'zzz{Escape}')
    expect(box).toHaveValue('')
  })
})
