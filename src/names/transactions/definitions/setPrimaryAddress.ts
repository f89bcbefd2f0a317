/** Make one linked address the name's primary (first) address: where payments to the name go. */
import { truncateAddress } from '@/lib/address'
import { setPrimaryAddress as setPrimaryAddressApi } from '../../api/links'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { VERIFIED_ADDRESSES, linkedAddressOptions, parseLinked } from './linkedAddressOptions'
import { manageIntent, nameCall } from './parties'
import { viewAccount } from '../nextSteps'

export const setPrimaryAddress = defineAction<{ address: string }>({
  order: 150,
  ability: 'canSetPrimary',
  label: 'Set primary address',
  group: 'manage',
  title: (ctx) => `Primary address of ${ctx.name}`,
  summary: (ctx) => `Payments sent to ${ctx.name} go to its primary address.`,
  requiresTerms: false,
  fields: (ctx) => [{ key: 'address', kind: 'select', label: 'Address', options: linkedAddressOptions(ctx) }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.[1] ?? ctx.record?.caAlgo?.[0] ?? '' }),
  parse(values, ctx) {
    if (values.address === ctx.record?.caAlgo?.[0])
      return { ok: false, message: 'That address is already the primary one.' }
    return parseLinked(values, ctx)
  },
  costs: () => [],
  intent: ({ address }, ctx) => manageIntent(ctx, [nameCall(ctx, 'setPrimaryAddress', [VERIFIED_ADDRESSES, address])]),
  build: ({ address }, ctx) => setPrimaryAddressApi(ctx.network, ctx.name, { sender: ctx.sender, address }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${truncateAddress(address)} is now the primary address of ${ctx.name}`,
  next: ({ address }) => [viewAccount(address, undefined, 'View the address')],
})
