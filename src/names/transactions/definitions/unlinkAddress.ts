/** Remove one of the name's linked (verified) addresses. */
import { truncateAddress } from '@/lib/address'
import { removeLinkedAddresses } from '../../api/links'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { linkedAddressOptions, parseLinked } from './linkedAddressOptions'
import { manageIntent, nameAppId, registryCall } from './parties'
import { viewAccount } from '../nextSteps'

export const unlinkAddress = defineAction<{ address: string }>({
  order: 140,
  ability: 'canUnlink',
  label: 'Unlink address',
  group: 'manage',
  title: (ctx) => `Unlink an address from ${ctx.name}`,
  summary: () =>
    'The address is no longer verified on this name. If it was the primary one, the next linked address (or the owner) receives payments.',
  requiresTerms: false,
  fields: (ctx) => [{ key: 'address', kind: 'select', label: 'Address to unlink', options: linkedAddressOptions(ctx) }],
  // The last linked address first: the primary one is rarely the one to drop.
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.at(-1) ?? '' }),
  parse: parseLinked,
  costs: () => [],
  intent: ({ address }, ctx) =>
    manageIntent(ctx, [
      registryCall(ctx, 'unlinkNfdAddress', [ctx.name, nameAppId(ctx), address], { apps: [nameAppId(ctx)] }),
    ]),
  build: ({ address }, ctx) => removeLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [address] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${truncateAddress(address)} is no longer linked to ${ctx.name}`,
  next: ({ address }) => [viewAccount(address, undefined, 'View the address')],
})
