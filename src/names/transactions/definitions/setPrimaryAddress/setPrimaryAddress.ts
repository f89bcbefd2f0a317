/** Make one linked address the name's primary (first) address: where payments to the name go. */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import { setPrimaryAddress as setPrimaryAddressApi } from '../../../api/links'
import type { ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { VERIFIED_ADDRESSES, linkedAddressOptions, parseLinked } from '../linkedAddressOptions'
import { manageIntent, nameCall } from '../parties'
import { viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/setPrimaryAddress/setPrimaryAddress', {
  label: 'Set primary address',
  title: params('Primary address of {name}'),
  summary: params('Payments sent to {name} go to its primary address.'),
  address: 'Address',
  already: 'That address is already the primary one.',
  success: params('{address} is now the primary address of {name}'),
  view: 'View the address',
})

export const setPrimaryAddress: ActionDefinition<{ address: string }> = {
  order: 150,
  ability: 'canSetPrimary',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Addresses',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: false,
  fields: (ctx) => [
    { key: 'address', kind: 'select', label: messages.get().address, options: linkedAddressOptions(ctx) },
  ],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.[1] ?? ctx.record?.caAlgo?.[0] ?? '' }),
  parse(values, ctx) {
    if (values.address === ctx.record?.caAlgo?.[0]) return { ok: false, message: messages.get().already }
    return parseLinked(values, ctx)
  },
  costs: () => [],
  intent: ({ address }, ctx) => manageIntent(ctx, [nameCall(ctx, 'setPrimaryAddress', [VERIFIED_ADDRESSES, address])]),
  build: ({ address }, ctx) => setPrimaryAddressApi(ctx.network, ctx.name, { sender: ctx.sender, address }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => messages.get().success({ address: truncateAddress(address), name: ctx.name }),
  next: ({ address }) => [viewAccount(address, undefined, messages.get().view)],
}
