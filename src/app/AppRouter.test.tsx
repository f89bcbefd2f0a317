// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Suspense, use } from 'react'
import { Link, Route, Routes, useLocation, useSearchParams } from 'react-router-dom'
import { afterEach, describe, expect, it } from 'vitest'
import { AppRouter } from './AppRouter'
import { isSamePage } from './isSamePage'

/** Two controls bound to the URL, each writing its key over the URL it was rendered with. */
function Filters() {
  const [params, setParams] = useSearchParams()
  const set = (key: string, value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current)
      next.set(key, value)
      return next
    })
  const { search } = useLocation()
  return (
    <>
      <select aria-label="account" value={params.get('account') ?? ''} onChange={(e) => set('account', e.target.value)}>
        <option value="">all</option>
        <option value="a">a</option>
      </select>
      <input aria-label="text" value={params.get('q') ?? ''} onChange={(e) => set('q', e.target.value)} />
      <output data-testid="search">{search}</output>
      <Link to="/next">next</Link>
    </>
  )
}

let release: () => void = () => {}
const nextCode = new Promise<void>((resolve) => (release = resolve))
/** A page whose code is still loading: its render suspends until `release`. */
function NextPage() {
  use(nextCode)
  return <h1>next page</h1>
}

function renderApp(url: string) {
  window.history.replaceState(null, '', url)
  return render(
    <AppRouter>
      <Suspense fallback={<p>loading</p>}>
        <Routes>
          <Route path="/" element={<Filters />} />
          <Route path="/next" element={<NextPage />} />
        </Routes>
      </Suspense>
    </AppRouter>,
  )
}

afterEach(cleanup)

describe('AppRouter', () => {
  it('renders a change of the query alone at once: a control changed right after another keeps both', () => {
    renderApp('/')
    // Both in one act: nothing renders between them but what the first event itself renders.
    act(() => {
      fireEvent.change(screen.getByLabelText('account'), { target: { value: 'a' } })
      fireEvent.change(screen.getByLabelText('text'), { target: { value: 'alice' } })
    })
    expect(new URLSearchParams(window.location.search).get('account')).toBe('a')
    expect(new URLSearchParams(window.location.search).get('q')).toBe('alice')
    expect(screen.getByLabelText('account')).toHaveValue('a')
    expect(screen.getByLabelText('text')).toHaveValue('alice')
  })

  it('keeps the page on screen while the next page is loading, then shows it', async () => {
    renderApp('/?q=x')
    // Awaited: React retries a suspended render inside an act scope only when the act is awaited.
    await act(async () => void fireEvent.click(screen.getByRole('link', { name: 'next' })))
    expect(window.location.pathname).toBe('/next')
    expect(screen.getByTestId('search')).toBeVisible()
    expect(screen.queryByText('loading')).toBeNull()
    await act(async () => {
      release()
      await nextCode
    })
    expect(await screen.findByRole('heading', { name: 'next page' })).toBeInTheDocument()
  })
})

describe('isSamePage', () => {
  it('is the same page when only the query or the hash differs', () => {
    expect(isSamePage({ pathname: '/my-names' }, { pathname: '/my-names' })).toBe(true)
    expect(isSamePage({ pathname: '/name/alice.algo' }, { pathname: '/name/bob.algo' })).toBe(false)
  })
})
