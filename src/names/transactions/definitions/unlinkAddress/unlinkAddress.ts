/** Remove one of the name's linked (verified) addresses. */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import { removeLinkedAddresses } from '../../../api/links'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { linkedAddressOptions, parseLinked } from '../linkedAddressOptions'
import { manageIntent, nameAppId, registryCall } from '../parties'
import { viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/unlinkAddress/unlinkAddress', {
  label: 'Unlink address',
  title: params('Unlink an address from {name}'),
  summary:
    'The address is no longer verified on this name. If it was the primary one, the next linked address (or the owner) receives payments.',
  field: 'Address to unlink',
  success: params('{address} is no longer linked to {name}'),
  view: 'View the address',
})

export const unlinkAddress: ActionDefinition<{ address: string }> = {
  order: 140,
  ability: 'canUnlink',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Addresses',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: (ctx) => [
    { key: 'address', kind: 'select', label: messages.get().field, options: linkedAddressOptions(ctx) },
  ],
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
  success: ({ address }, ctx) => messages.get().success({ address: truncateAddress(address), name: ctx.name }),
  next: ({ address }) => [viewAccount(address, undefined, messages.get().view)],
}
