/**
 * The Done step's words and next steps, per action, from the values a user would type and the
 * context the dialog builds over the mock network.
 */
import { describe, expect, it } from 'vitest'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { actionContextFor } from '@/testing/actionContext'
import { withMockNetwork } from '@/testing/mockNetwork'
import type { NextStep } from './nextSteps'
import { ACTION_LIST, actionById, type ActionId } from './registry'
import type { ActionValues } from './types'

withMockNetwork()
const ME = TEST_ACCOUNT.address

async function doneOf(id: ActionId, name: string, typed: ActionValues, extra: { usdPerAlgo?: number } = {}) {
  const definition = actionById(id)
  const ctx = { ...(await actionContextFor(id, name)), ...extra }
  const parsed = definition.parse({ ...definition.initialValues(ctx), ...typed }, ctx)
  if (!parsed.ok) throw new Error(parsed.message)
  return { message: definition.success(parsed.value, ctx), steps: definition.next?.(parsed.value, ctx) ?? [] }
}

const labelsOf = (steps: NextStep[]) => steps.map((s) => (s.kind === 'action' || s.kind === 'link' ? s.label : s.kind))

describe('next steps', () => {
  it('every action declares its next steps', () => {
    for (const action of ACTION_LIST) expect(action.next, action.id).toBeTypeOf('function')
  })

  it.each(['mint', 'buy', 'claim'] as const)('%s: the name is yours; edit it, set it primary, share it', async (id) => {
    const name = { mint: 'newname.algo', buy: 'forsale.algo', claim: 'gift.algo' }[id]
    const { message, steps } = await doneOf(id, name, {})
    expect(message).toBe(`${name} is yours`)
    expect(steps).toEqual([
      { kind: 'action', action: 'editProfile', label: 'Edit profile' },
      { kind: 'action', action: 'setPrimaryName', label: 'Set as primary name', first: 'linkAddress' },
      { kind: 'share', name },
    ])
    for (const step of steps) if (step.kind === 'action') expect(actionById(step.action).id).toBe(step.action)
  })

  it('a mint for someone else: reserved for them by name, and the step views them', async () => {
    const { message, steps } = await doneOf('mint', 'newname.algo', {
      reservedFor: 'bob.algo',
      reservedForAddress: OTHER_ACCOUNT.address,
    })
    expect(message).toBe('newname.algo is reserved for bob.algo: they can claim it now')
    expect(steps).toEqual([{ kind: 'link', label: 'View bob.algo', to: '/name/bob.algo' }])
  })

  it('list: the price with its dollars, then the listing and the share', async () => {
    const { message, steps } = await doneOf('list', 'alice.algo', { price: '120' }, { usdPerAlgo: 0.25 })
    expect(message).toBe('alice.algo is listed for 120 ALGO (≈ $30.00)')
    expect(steps).toEqual([
      { kind: 'link', label: 'View listing', to: '/name/alice.algo' },
      { kind: 'share', name: 'alice.algo' },
    ])
  })

  it('an offer: the offers you made', async () => {
    const { message, steps } = await doneOf('offer', 'bob.algo', { amount: '2', note: '' })
    expect(message).toBe('Your offer of 2 ALGO for bob.algo is with its owner')
    expect(labelsOf(steps)).toEqual(['See your offers'])
  })

  it('renew: years in words, and a calendar reminder of the new expiry', async () => {
    const { message, steps } = await doneOf('renew', 'soon.algo', { years: '1' })
    expect(message).toBe('soon.algo is renewed for 1 more year')
    expect(steps).toEqual([{ kind: 'reminder', name: 'soon.algo' }])
  })

  it('send a name: the recipient, by the name it was sent to', async () => {
    const { steps } = await doneOf('sendName', 'alice.algo', {
      recipient: 'bob.algo',
      recipientAddress: OTHER_ACCOUNT.address,
    })
    expect(steps).toEqual([{ kind: 'link', label: 'View bob.algo', to: '/name/bob.algo' }])
  })

  it('send from the vault: to yourself it says so, to another their account', async () => {
    const self = await doneOf('sendFromVault', 'alice.algo', { asset: '0', amount: '1', receiver: ME })
    expect(self.steps).toEqual([{ kind: 'link', label: 'View your account', to: `/address/${ME}` }])
    const other = await doneOf('sendFromVault', 'alice.algo', {
      asset: '0',
      amount: '1',
      receiver: OTHER_ACCOUNT.address,
    })
    expect(other.steps).toEqual([
      { kind: 'link', label: 'View the recipient', to: `/address/${OTHER_ACCOUNT.address}` },
    ])
  })

  it('a link: making it the primary address; your own address, this name as its primary name too', async () => {
    const other = await doneOf('linkAddress', 'alice.algo', { address: OTHER_ACCOUNT.address })
    expect(labelsOf(other.steps)).toEqual(['Make it the primary address'])
    const mine = await doneOf('linkAddress', 'soon.algo', { address: ME })
    expect(labelsOf(mine.steps)).toEqual(['Set as primary name', 'Make it the primary address'])
  })
})
