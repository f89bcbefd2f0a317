import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { ApiError } from '@/lib/errors'
import { TEST_ACCOUNT } from '@/mocks/accounts'
import { confirmVerification, requestVerification } from '@/names/socials/verify'
import { withMockNetwork, world } from '@/testing/mockNetwork'
import { MOCK_VERIFY_LIFETIME_MS, lapseVerifyRequests, waitingVerifyRequest } from './verifyRequests'

const net = NETWORKS.mock
withMockNetwork()

const ask = () =>
  requestVerification(net, { name: 'alice.algo', sender: TEST_ACCOUNT.address, fieldToVerify: 'twitter' })

describe('the mock name service: waiting verification challenges', () => {
  it('refuses a second request while one waits, in the real service words', async () => {
    const first = await ask()
    expect(first.challenge).toMatch(/^nfd-mock-challenge-\d+$/)
    await expect(ask()).rejects.toThrow('name/nfd already has a verify request outstanding')
    // Another field of the same name is a request of its own.
    await expect(
      requestVerification(net, { name: 'alice.algo', sender: TEST_ACCOUNT.address, fieldToVerify: 'email' }),
    ).resolves.toMatchObject({ challenge: '' })
  })

  it('forgets a challenge once it lapses: confirming it is a 404, and a new one can be asked for', async () => {
    const first = await ask()
    lapseVerifyRequests(world, 'alice.algo')
    const lapsed = await confirmVerification(net, first.id, { challenge: first.challenge }).catch((e: unknown) => e)
    expect(lapsed).toBeInstanceOf(ApiError)
    expect((lapsed as ApiError).status).toBe(404)
    const second = await ask()
    expect(second.id).not.toBe(first.id)
    await expect(confirmVerification(net, second.id, { challenge: second.challenge })).resolves.toEqual({
      confirmed: true,
    })
  })

  it('lapses by time, after its lifetime', async () => {
    const { id } = await ask()
    const requestedAt = world.verifyRequests.get(id)!.requestedAt!
    expect(waitingVerifyRequest(world, 'alice.algo', 'twitter', requestedAt + MOCK_VERIFY_LIFETIME_MS - 1)?.id).toBe(id)
    expect(waitingVerifyRequest(world, 'alice.algo', 'twitter', requestedAt + MOCK_VERIFY_LIFETIME_MS)).toBeUndefined()
    expect(world.verifyRequests.has(id)).toBe(false)
  })
})
