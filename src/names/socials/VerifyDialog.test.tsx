// @vitest-environment jsdom
/** The verify dialog over the mock name service: a challenge left open comes back, and one the service forgot is replaced. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { lapseVerifyRequests } from '@/mocks/verifyRequests'
import { withMockNetwork, world } from '@/testing/mockNetwork'
import { renderWithProviders } from '@/testing/renderWithProviders'
import { readPendingVerification } from './pendingVerifications'
import VerifyDialog from './VerifyDialog'

vi.mock('@/wallet/react', async () => (await import('@/testing/walletStub')).walletStub)
withMockNetwork()
afterEach(() => localStorage.clear())

const X = { network: 'mock', name: 'alice.algo', field: 'twitter' } as const

function open() {
  const onClose = vi.fn()
  const view = renderWithProviders(
    <VerifyDialog
      name="alice.algo"
      record={world.names.get('alice.algo')!}
      sender={TEST_ACCOUNT.address}
      onClose={onClose}
    />,
  )
  return { ...view, onClose, dialog: () => screen.getByTestId('verify-dialog') }
}

async function askForChallenge() {
  const first = open()
  await userEvent.click(within(first.dialog()).getByTestId('verify-request'))
  const challenge = await within(first.dialog()).findByTestId('verify-challenge')
  const text = challenge.textContent
  await userEvent.click(within(first.dialog()).getByRole('button', { name: 'Later' }))
  expect(first.onClose).toHaveBeenCalled()
  first.unmount()
  return text
}

describe('VerifyDialog', () => {
  it('after Later, opens again on the same challenge, and finishes it', async () => {
    const asked = await askForChallenge()
    expect(asked).toMatch(/^nfd-mock-challenge-\d+$/)
    expect(readPendingVerification(X)?.challenge).toBe(asked)

    const again = open()
    expect(again.dialog()).toHaveAttribute('data-step', 'challenge')
    expect(within(again.dialog()).getByTestId('verify-challenge')).toHaveTextContent(asked!)
    await userEvent.click(within(again.dialog()).getByTestId('verify-confirm'))
    expect(await within(again.dialog()).findByTestId('verify-done')).toHaveTextContent('Verified: alice_algo')
    expect(readPendingVerification(X)).toBeNull()
  })

  it('leaves the challenge waiting to look at another field, and offers to continue it', async () => {
    const asked = await askForChallenge()
    const again = open()
    await userEvent.click(within(again.dialog()).getByRole('button', { name: 'Verify something else' }))
    const choice = within(again.dialog()).getByLabelText('What to verify')
    await userEvent.selectOptions(choice, 'email')
    expect(within(again.dialog()).getByTestId('verify-status')).toHaveAttribute('data-status', 'verified')
    await userEvent.selectOptions(choice, 'twitter')
    expect(within(again.dialog()).getByTestId('verify-status')).toHaveTextContent(
      /^A challenge for alice_algo is waiting, asked for on .+\. Continue where you left off\.$/,
    )
    await userEvent.click(within(again.dialog()).getByRole('button', { name: 'Continue' }))
    expect(within(again.dialog()).getByTestId('verify-challenge')).toHaveTextContent(asked!)
  })

  it('an e-mail code left for later: the dialog opens on the code box again, and the code verifies', async () => {
    const first = open()
    await userEvent.selectOptions(within(first.dialog()).getByLabelText('What to verify'), 'email')
    await userEvent.click(within(first.dialog()).getByTestId('verify-request'))
    await within(first.dialog()).findByLabelText('Code from the e-mail')
    await userEvent.click(within(first.dialog()).getByRole('button', { name: 'Later' }))
    first.unmount()

    const again = open()
    expect(within(again.dialog()).getByTestId('verify-status')).toHaveTextContent(
      'Pending: the name service sent a code to alice@example.com.',
    )
    const sent = [...world.verifyRequests.values()].find((r) => r.field === 'email')!.challenge
    await userEvent.type(within(again.dialog()).getByLabelText('Code from the e-mail'), sent)
    await userEvent.click(within(again.dialog()).getByTestId('verify-confirm'))
    expect(await within(again.dialog()).findByTestId('verify-done')).toHaveTextContent('Verified: alice@example.com')
  })

  it('a challenge the service forgot is replaced by a new one, with a notice', async () => {
    const asked = await askForChallenge()
    lapseVerifyRequests(world, 'alice.algo')
    const again = open()
    await userEvent.click(within(again.dialog()).getByTestId('verify-confirm'))
    expect(await within(again.dialog()).findByTestId('verify-notice')).toHaveTextContent(
      'The earlier challenge had lapsed, so the name service gave a new one: use this one instead.',
    )
    const renewed = within(again.dialog()).getByTestId('verify-challenge').textContent
    expect(renewed).toMatch(/^nfd-mock-challenge-\d+$/)
    expect(renewed).not.toBe(asked)
    await waitFor(() => expect(readPendingVerification(X)?.challenge).toBe(renewed))
  })

  it('one waiting at the service that this browser lost: says so, naming the field', async () => {
    await askForChallenge()
    localStorage.clear()
    const again = open()
    expect(again.dialog()).toHaveAttribute('data-step', 'choose')
    await userEvent.click(within(again.dialog()).getByTestId('verify-request'))
    expect(await within(again.dialog()).findByTestId('verify-reason')).toHaveTextContent(
      /^A challenge for X \(Twitter\) is already waiting, but this browser does not have it/,
    )
  })
})
