import { http, HttpResponse } from 'msw'
import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { server } from '@/mocks/node'
import { withMockNetwork } from '@/testing/mockNetwork'
import { getName } from './getName'
import { apiBaseFor } from './http'
import { userMessage } from './userMessage'

const net = NETWORKS.mock
withMockNetwork()

/** The service answers any GET /nfd/{nameOrID} with a record named `answered` (as its description's example does). */
const answerWith = (answered: string) =>
  server.use(
    http.get(`${apiBaseFor(net)}/nfd/:nameOrId`, () =>
      HttpResponse.json({ name: answered, state: 'owned', appID: 910011 }),
    ),
  )

describe('getName: a reply is for the name asked', () => {
  it.each([
    ['abc123.algo', 'abc123'],
    ['abc123.algo', 'ABC123.algo'],
    ['bob.algo', 'alice.algo'],
    ['pay.alice.algo', 'alice.algo'],
  ])('a record of another name is refused in words: asked %s, answered %s', async (asked, answered) => {
    answerWith(answered)
    const refusal = getName(net, asked, 'full')
    await expect(refusal).rejects.toThrow(
      `The name service answered with the record of “${answered}” when asked for ${asked}: it was not used.`,
    )
    expect(userMessage(await refusal.catch((error: unknown) => error))).toMatch(/^The name service answered with/)
  })

  it('the record of the name asked is taken; an app id takes whichever name its contract holds', async () => {
    answerWith('abc123.algo')
    await expect(getName(net, 'abc123.algo')).resolves.toMatchObject({ name: 'abc123.algo' })
    await expect(getName(net, '910011')).resolves.toMatchObject({ name: 'abc123.algo' })
  })

  it('every name the mock service holds answers as itself', async () => {
    for (const name of ['alice.algo', 'bob.algo', 'pay.alice.algo', 'forsale.algo'])
      await expect(getName(net, name, 'tiny')).resolves.toMatchObject({ name })
  })
})
