import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import {
  addSegments,
  clearFaults,
  isAtMockRate,
  renderAt,
  server,
  setFault,
  withMockNetwork,
  XSS_BIO,
} from '@/names/ui/pageTestKit'
import { NamePage } from './NamePage'

vi.mock('@/wallet/react', async () => (await import('@/names/ui/pageTestKit')).walletStub)

withMockNetwork()

const open = (name: string) => renderAt(`/name/${name}`, { '/name/:name': <NamePage /> })

describe('NamePage', () => {
  it('shows script injection as text: no javascript: link, no injected element', async () => {
    const { container } = open('xss.algo')
    expect(await screen.findByTestId('profile-bio')).toHaveTextContent(XSS_BIO)
    expect(screen.getByTestId('display-name')).toHaveTextContent('<img src=x onerror=alert(1)>')
    const links = screen.getByTestId('profile-links')
    expect(links).toHaveTextContent('javascript:alert(document.cookie)')
    expect(within(links).queryAllByRole('link')).toHaveLength(0)
    expect(container.querySelectorAll('a[href^="javascript:" i], script, img[src="x"]')).toHaveLength(0)
    expect(within(screen.getByTestId('profile')).getAllByTestId('avatar-placeholder')[0]).toBeInTheDocument()
  })

  it("lists all of a root's segments, 12 a page", async () => {
    addSegments('alice.algo', 15)
    open('alice.algo')
    const grid = await screen.findByRole('list', { name: 'segments of alice.algo' })
    await waitFor(() => expect(within(grid).getAllByTestId('name-card')).toHaveLength(12))
    expect(screen.getByTestId('segments-range')).toHaveTextContent('1–12 of 17')
    await userEvent.click(screen.getByRole('button', { name: 'Next' }))
    await waitFor(() => expect(screen.getByTestId('segments-range')).toHaveTextContent('13–17 of 17'))
    await waitFor(() => expect(within(grid).getAllByTestId('name-card')).toHaveLength(5))
    expect(within(grid).getByText('shop.alice.algo')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled()
  })

  it('marks verified and unverified data apart', async () => {
    open('bob.algo')
    const socials = await screen.findByTestId('profile-socials')
    expect(socials.querySelector('[data-field="github"] [data-verified]')).toHaveAttribute('data-verified', 'true')
    expect(socials.querySelector('[data-field="twitter"] [data-verified]')).toHaveAttribute('data-verified', 'false')
  })

  it('an unknown name is available with its price', async () => {
    open('nobodyhasthis42.algo')
    expect(await screen.findByTestId('profile-available')).toBeInTheDocument()
    expect(await screen.findByTestId('quote')).toHaveTextContent(/ALGO\s*≈ \$[\d.]+\s*for 1 year/)
    expect(isAtMockRate(screen.getByTestId('quote').textContent ?? '')).toBe(true)
    expect(screen.queryByTestId('error-state')).not.toBeInTheDocument()
  })

  it('a failing API gives an error state with Retry, which recovers', async () => {
    setFault({ kind: '500', target: 'api', path: '/nfd/alice.algo' })
    const user = userEvent.setup()
    open('alice.algo')
    const error = await screen.findByTestId('error-state')
    expect(error).toHaveTextContent('Could not load alice.algo')
    clearFaults()
    await user.click(within(error).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('profile-name')).toHaveTextContent('alice.algo')
  })

  it('asks for the recent activity alongside the record, not after it', async () => {
    const asked: string[] = []
    const listen = ({ request }: { request: Request }) => void asked.push(new URL(request.url).pathname)
    server.events.on('request:start', listen)
    try {
      // The record fails, so the page never renders its activity section; the activity is asked for anyway.
      setFault({ kind: '500', target: 'api', path: '/nfd/alice.algo' })
      open('alice.algo')
      expect(await screen.findByTestId('error-state')).toBeInTheDocument()
      expect(asked).toContain('/nfd/alice.algo')
      expect(asked).toContain('/nfd/activity')
      expect(screen.queryByText('Recent activity')).not.toBeInTheDocument()
    } finally {
      server.events.removeListener('request:start', listen)
    }
  })

  it('sends other spellings to the canonical address and explains a bad name', async () => {
    open('Alice')
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/name/alice.algo'))
    open('a.b.c.algo')
    expect(screen.getByTestId('invalid-name')).toHaveTextContent(/only one segment/i)
  })
})
