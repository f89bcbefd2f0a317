import { describe, expect, it } from 'vitest'
import { NETWORKS } from '@/config/networks'
import { OTHER_ACCOUNT, TEST_ACCOUNT } from '@/mocks/accounts'
import { setFault } from '@/mocks/faults'
import { withMockNetwork } from '@/testing/mockNetwork'
import { world } from '@/mocks/world'
import { registryBoxName, resolveOnChain } from './resolveOnChain'

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
      verifiedAddress: TEST_ACCOUNT.address,
      appName: 'alice.algo',
    })
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
