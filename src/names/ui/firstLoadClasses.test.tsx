import { screen } from '@testing-library/react'
import { describe, it, vi } from 'vitest'
import { expectClasses } from '@/testing/expectClasses'
import { renderAt } from '@/testing/renderWithProviders'
import { AddressLink } from './AddressLink'
import { EmptyState, ErrorState } from './ErrorState'
import { NameSearch } from './NameSearch'
import { Price } from './Price'
import { StateBadge } from './StateBadge'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

const ADDRESS = 'ALGORANDADDRESSALGORANDADDRESSALGORANDADDRESSALGORANDAD'

/** The name components the first load renders, with every prop combination their callers use. */
describe('the first load name components join their classes', () => {
  it('StateBadge: one look per state, and unknown', () => {
    const badge =
      'inline-flex h-6 items-center rounded-full border bg-surface px-2 text-xs font-semibold whitespace-nowrap'
    const looks: [string, string][] = [
      ['available', 'border-accent text-accent'],
      ['minting', 'border-line text-muted'],
      ['reserved', 'border-warning text-warning'],
      ['forSale', 'border-success text-success'],
      ['owned', 'border-line text-fg'],
      ['expired', 'border-danger text-danger'],
      ['unheard-of', 'border-line text-muted'],
    ]
    renderAt('/', {
      '/': (
        <>
          {looks.map(([state]) => (
            <StateBadge key={state} state={state} />
          ))}
        </>
      ),
    })
    const shown = screen.getAllByTestId('state-badge')
    looks.forEach(([, look], i) => expectClasses(shown[i]!, `${badge} ${look}`))
  })

  it('Price: the amount in each size', () => {
    renderAt('/', {
      '/': (
        <>
          <Price microalgos={1_000_000} size="sm" />
          <Price microalgos={1_000_000} usd={0.2} />
          <Price microalgos={1_000_000} size="lg" />
        </>
      ),
    })
    const prices = screen.getAllByTestId('price')
    ;['text-sm', 'text-base', 'text-2xl'].forEach((size, i) => {
      expectClasses(prices[i]!, 'inline-flex flex-wrap items-baseline gap-x-1.5')
      expectClasses(prices[i]!.firstElementChild!, `font-semibold tabular-nums ${size}`)
    })
  })

  it('ErrorState compact and boxed, EmptyState', () => {
    renderAt('/', {
      '/': (
        <>
          <ErrorState error={new Error('x')} onRetry={() => {}} compact />
          <ErrorState error={new Error('x')} onRetry={() => {}} />
          <EmptyState title="Nothing here" />
        </>
      ),
    })
    const [compact, boxed] = screen.getAllByTestId('error-state')
    const row = 'flex flex-wrap items-center gap-3'
    expectClasses(compact!, row)
    expectClasses(boxed!, `${row} flex-col justify-center rounded-xl border border-line bg-surface p-6 text-center`)
    expectClasses(
      screen.getByTestId('empty-state'),
      'rounded-xl border border-dashed border-line bg-surface p-6 text-center',
    )
  })

  it("AddressLink and its copy button's icon", () => {
    renderAt('/', { '/': <AddressLink address={ADDRESS} /> })
    expectClasses(screen.getByTestId('address-link'), 'inline-flex items-center gap-1')
    expectClasses(screen.getByRole('button', { name: /Copy address/ }).firstElementChild!, 'size-4 shrink-0')
  })

  it("NameSearch: the home page's box and the header's compact one", () => {
    renderAt('/', { '/': <NameSearch /> })
    const box = 'w-full rounded-xl border border-line bg-surface text-fg placeholder:text-muted'
    const icon = 'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted'
    expectClasses(screen.getByTestId('name-search'), `${box} h-14 pr-4 pl-12 text-lg shadow-sm`)
    expectClasses(screen.getByTestId('name-search').previousElementSibling!, `${icon} left-4 size-5`)
    renderAt('/', { '/': <NameSearch compact /> })
    expectClasses(screen.getByTestId('header-search'), `${box} h-9 pr-3 pl-8 text-sm`)
    expectClasses(screen.getByTestId('header-search').previousElementSibling!, `${icon} left-2.5 size-4`)
  })
})
