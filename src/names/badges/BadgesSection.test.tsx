// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chooseLocale } from '@/lib/i18n/chooseLocale'
import { locale } from '@/lib/i18n/localeStore'
import { clearFaults, OTHER_ACCOUNT, setFault, TEST_ACCOUNT, withMockNetwork, world } from '@/testing/mockNetwork'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { BadgesSection } from './BadgesSection'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)

withMockNetwork()

const show = (name: string) => renderWithProviders(<BadgesSection name={name} />, { url: `/name/${name}` })
const part = (testId: string) => screen.getByTestId(testId)
/** Words in `root` outside ⟦ ⟧ and outside data marked translate="no": text and the labels people read. */
function untranslated(root: HTMLElement): string[] {
  const bare = (text: string) => {
    // Innermost first: a translated date sits inside a translated sentence.
    let rest = text
    for (let before = ''; before !== rest;) [before, rest] = [rest, rest.replace(/⟦[^⟦⟧]*⟧/gu, ' ')]
    return /\p{L}{2,}/u.test(rest)
  }
  const free = (element: Element) => !element.closest('[translate="no"]')
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
  const found: string[] = []
  for (let node = walker.nextNode(); node; node = walker.nextNode())
    if (node.parentElement && free(node.parentElement) && bare(node.textContent ?? '')) found.push(node.textContent!)
  for (const element of root.querySelectorAll('[aria-label]'))
    if (free(element) && bare(element.getAttribute('aria-label')!)) found.push(element.getAttribute('aria-label')!)
  return found
}

const bars = (testId: string) =>
  within(part(testId))
    .getAllByTestId('bar')
    .map((bar) => Number(bar.dataset.value))

afterEach(() => locale.set('en'))

describe('BadgesSection', () => {
  it('shows a skeleton, then the badges and the donations given, largest first', async () => {
    show('alice.algo')
    expect(screen.getAllByTestId('skeleton')).toHaveLength(3)
    const badges = await within(part('badges')).findAllByTestId('badge')
    expect(badges).toHaveLength(2)
    expect(badges[0]).toHaveTextContent('bob.algo donor')
    expect(badges[0]).toHaveTextContent('Gave 100 ALGO or more to bob.algo')
    expect(badges[0]).toHaveTextContent(/Earned \w+/)
    expect(badges[0]).toHaveTextContent('gold')
    await waitFor(() => expect(bars('donations-given')).toEqual([150_000_000, 40_000_000]))
    expect(within(part('donations-given')).getByTestId('donation-total')).toHaveTextContent(
      '190 ALGO given to 2 receivers',
    )
    // bob.algo receives at OTHER_ACCOUNT, which the lookup names.
    expect(await within(part('donations-given')).findByRole('link', { name: 'bob.algo' })).toHaveAttribute(
      'href',
      '/name/bob.algo',
    )
    expect(within(part('donations-received')).getByText('Not a tracked cause')).toBeInTheDocument()
  })

  it("a cause's donors, to one scale, and its total counts each donor once", async () => {
    show('bob.algo')
    await waitFor(() => expect(bars('donations-received')).toEqual([150_000_000, 75_000_000, 20_000_000]))
    expect(within(part('donations-received')).getByTestId('donation-total')).toHaveTextContent('245 ALGO from 3 donors')
    expect(within(part('badges')).getByText('No badges yet')).toBeInTheDocument()
    expect(within(part('donations-given')).getByText('No donations given')).toBeInTheDocument()
  })

  it("a name with no badge and no donation says so quietly: the service's 404s are empty parts, not failures", async () => {
    // Owned by an account that gave nothing, and no cause.
    show('forsale.algo')
    expect(await within(part('badges')).findByText('No badges yet')).toBeInTheDocument()
    expect(await within(part('donations-given')).findByText('No donations given')).toBeInTheDocument()
    expect(await within(part('donations-received')).findByText('Not a tracked cause')).toBeInTheDocument()
    expect(screen.queryByTestId('error-state')).toBeNull()
    expect(screen.queryByTestId('retry')).toBeNull()
  })

  it('each part fails on its own with Retry, and Retry brings it back', async () => {
    setFault({ kind: 'malformed', target: 'api', path: '/nfd/badges/' })
    setFault({ kind: 'refuse', target: 'api', path: '/nfd/donations/', status: 500, code: 'fault' })
    show('alice.algo')
    const failed = await within(part('badges')).findByTestId('error-state')
    expect(failed).toHaveTextContent('The badges are unavailable right now')
    expect(await within(part('donations-given')).findByTestId('error-state')).toHaveTextContent(
      'The donations given are unavailable right now',
    )
    // The leaders' path is not /nfd/donations/: that part still answers.
    expect(await within(part('donations-received')).findByText('Not a tracked cause')).toBeInTheDocument()
    clearFaults()
    await userEvent.click(within(failed).getByTestId('retry'))
    expect(await within(part('badges')).findAllByTestId('badge')).toHaveLength(2)
  })

  it('the donors are asked for only for a tracked cause; when the list of causes fails, that part says so', async () => {
    setFault({ kind: 'refuse', target: 'api', path: '/nfd/v2/donations/list', status: 503, code: 'unavailable' })
    show('bob.algo')
    const failed = await within(part('donations-received')).findByTestId('error-state')
    expect(failed).toHaveTextContent('The donations received are unavailable right now')
    expect(await within(part('badges')).findByText('No badges yet')).toBeInTheDocument()
    clearFaults()
    await userEvent.click(within(failed).getByTestId('retry'))
    await waitFor(() => expect(bars('donations-received')).toHaveLength(3))
  })

  it('a bad donor is dropped alone; a badge of another kind shows as the service names it', async () => {
    world.donations.push({ donor: TEST_ACCOUNT.address, cause: 'bob.algo', amount: 1, time: new Date().toISOString() })
    setFault({ kind: 'badRecord', target: 'api', path: '/nfd/v2/donations/leaders/', record: { address: 'nope' } })
    setFault({ kind: 'badField', target: 'api', path: '/nfd/badges/', fields: { streaks: [{ name: 'Early' }] } })
    // bob.algo's own gift makes it a badge (the fault rewrites a reply; a name without one is a 404).
    world.donations.push({
      donor: OTHER_ACCOUNT.address,
      cause: 'market.algo',
      amount: 1_000_000,
      time: new Date().toISOString(),
    })
    show('bob.algo')
    await waitFor(() => expect(bars('donations-received')).toEqual([150_000_001, 75_000_000, 20_000_000]))
    const badges = await within(part('badges')).findAllByTestId('badge')
    const badge = badges.find((b) => b.dataset.kind === 'streaks')
    expect(badge).toHaveTextContent('streaksEarly')
  })

  it.each(['alice.algo', 'bob.algo'])(
    'in the pseudo-locale, every word on %s is translated or marked as data',
    async (name) => {
      await chooseLocale('pseudo')
      show(name)
      await waitFor(() => expect(screen.queryAllByTestId('skeleton')).toHaveLength(0))
      await within(part(name === 'bob.algo' ? 'donations-received' : 'donations-given')).findAllByRole('link')
      const section = part('name-badges')
      expect(section.textContent).toContain('⟦')
      expect(untranslated(section)).toEqual([])
    },
  )
})
