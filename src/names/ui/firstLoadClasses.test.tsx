// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, it, vi } from 'vitest'
import { expectClasses } from '@/testing/expectClasses'
import { renderAt } from '@/testing/renderWithProviders'
import { AddressLink } from './AddressLink'
import { Avatar } from './Avatar'
import { EmptyState, ErrorState } from './ErrorState'
import { NameCard } from '../cards/NameCard'
import { NameSearch } from '../search/NameSearch'
import { Price } from './Price'
import { StateBadge } from './StateBadge'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

/** The placeholder colours bob.algo's name hashes to. */
const PALETTE_OF_BOB = 'from-emerald-500 to-cyan-600'
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
    expectClasses(screen.getByTestId('name-search'), `${box} h-14 pe-4 ps-12 text-lg shadow-sm`)
    expectClasses(screen.getByTestId('name-search').previousElementSibling!, `${icon} inset-s-4 size-5`)
    renderAt('/', { '/': <NameSearch compact /> })
    expectClasses(screen.getByTestId('header-search'), `${box} h-9 pe-3 ps-8 text-sm`)
    expectClasses(screen.getByTestId('header-search').previousElementSibling!, `${icon} inset-s-2.5 size-4`)
  })

  it('NameCard: a link, or a box for a name that is no link', () => {
    renderAt('/', {
      '/': (
        <>
          <NameCard record={{ name: 'alice.algo', state: 'owned' }} />
          <NameCard record={{ name: 'evil\u202Egpj.algo', state: 'owned' }} />
        </>
      ),
    })
    const [link, box] = screen.getAllByTestId('name-card')
    const card = 'flex min-h-28 items-center gap-3 rounded-xl border border-line bg-surface p-3 pe-10'
    expectClasses(link!, `${card} transition-colors hover:border-accent`)
    expectClasses(box!, card)
  })

  it("Avatar: the image and the placeholder, with the profile header's classes", () => {
    const profile = '-mt-12 border-4 border-surface'
    renderAt('/', {
      '/': (
        <>
          <Avatar name="alice.algo" src="ipfs://bafyavatar" className={profile} />
          <Avatar name="bob.algo" className={profile} />
          <Avatar name="bob.algo" />
        </>
      ),
    })
    const round = 'shrink-0 overflow-hidden rounded-full'
    expectClasses(screen.getByTestId('avatar-image'), `${round} ${profile} bg-surface-2 object-cover`)
    const letter = 'inline-flex items-center justify-center bg-gradient-to-br font-semibold text-white'
    const [withClasses, plain] = screen.getAllByTestId('avatar-placeholder')
    expectClasses(withClasses!, `${round} ${profile} ${letter} ${PALETTE_OF_BOB}`)
    expectClasses(plain!, `${round} ${letter} ${PALETTE_OF_BOB}`)
  })
})
