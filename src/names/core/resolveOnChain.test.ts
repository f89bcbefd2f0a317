import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { withMockNetwork } from '@/testing/mockNetwork'
import { world } from '@/mocks/world'
import { server } from '@/mocks/node'
import { registryBoxName, resolveChainFacts, resolveOnChain } from './resolveOnChain'

const net = NETWORKS.mock
withMockNetwork()

describe('resolveOnChain', () => {
  it('hashes "name/" + name with SHA-256 for the registry box', async () => {
    const hex = Array.from(await registryBoxName('nfdomains.algo'), (b) => b.toString(16).padStart(2, '0')).join('')
    // sha256("name/nfdomains.algo"), computed independently with `printf name/nfdomains.algo | sha256sum`
    expect(hex).toBe('d5f31caf1df4a68b8b1de6680d40d8e95c3c59355f644ab77e30de1fb1be60c6')
  })

  it('resolves app id, owner and verified address from the chain alone', async () => {
    const resolved = await resolveOnChain(net, 'alice.algo')
    const record = world.names.get('alice.algo')
    expect(resolved).toEqual({
      name: 'alice.algo',
      appId: BigInt(record?.appID ?? 0),
      asaId: BigInt(record?.asaID ?? 0),
      owner: TEST_ACCOUNT.address,
      seller: null,
      sellAmount: 0n,
      reservedFor: null,
      version: '3.0',
      // The contract keeps whole seconds.
      expiresAt: Math.floor(Date.parse(record!.timeExpires!) / 1000) * 1000,
      verifiedAddress: TEST_ACCOUNT.address,
      appName: 'alice.algo',
      // Where the contract pays its commission on a sale: the agent its record names.
      commissionAgent: record?.properties?.internal?.commission1Agent,
    })
  })

  it('reads the sale from the contract: seller, price (8-byte big-endian) and reserved buyer', async () => {
    expect(await resolveChainFacts(net, 'forsale.algo')).toMatchObject({
      seller: OTHER_ACCOUNT.address,
      sellAmount: 50_000_000n,
      reservedFor: null,
    })
    const gift = world.names.get('gift.algo')!
    expect(await resolveChainFacts(net, 'gift.algo')).toMatchObject({
      owner: gift.nfdAccount,
      reservedFor: TEST_ACCOUNT.address,
      sellAmount: 5_000_000n,
    })
  })

  it('costs two algod reads, and within one round only the registry box', async () => {
    const paths: string[] = []
    const count = ({ request }: { request: Request }) => void paths.push(new URL(request.url).pathname)
    server.events.on('request:start', count)
    try {
      await resolveChainFacts(net, 'bob.algo')
      expect(paths.map((p) => p.replace(/\/\d+/g, '/N'))).toEqual(['/v2/applications/N/box', '/v2/applications/N'])
      paths.length = 0
      await resolveChainFacts(net, 'bob.algo')
      expect(paths).toHaveLength(1)
      world.round += 1n
      world.names.get('bob.algo')!.owner = TEST_ACCOUNT.address
      paths.length = 0
      expect((await resolveChainFacts(net, 'bob.algo'))?.owner).toBe(TEST_ACCOUNT.address)
      expect(paths).toHaveLength(2)
    } finally {
      server.events.removeListener('request:start', count)
    }
  })

  it('has no verified address for a name without links', async () => {
    const resolved = await resolveOnChain(net, 'expired.algo')
    expect(resolved?.owner).toBe(OTHER_ACCOUNT.address)
    expect(resolved?.verifiedAddress).toBeNull()
  })

  it('resolves null for an unregistered name', async () => {
    expect(await resolveOnChain(net, 'never-minted.algo')).toBeNull()
  })

  it('still works when the API is down (it never calls it)', async () => {
    setFault({ kind: 'offline', target: 'api' })
    expect((await resolveOnChain(net, 'bob.algo'))?.owner).toBe(OTHER_ACCOUNT.address)
  })

  it('propagates algod failures other than 404', async () => {
    setFault({ kind: '500', target: 'algod' })
    await expect(resolveOnChain(net, 'alice.algo')).rejects.toMatchObject({ response: { status: 500 } })
  })
})
