/** Make one linked address the name's primary (first) address: where payments to the name go. */
import { truncateAddress } from '@/lib/address'
import { setPrimaryAddress as setPrimaryAddressApi } from '../../api/links'
import type { ActionDefinition } from '../types'
import { linkedAddressOptions, linkedProblem } from './linkedAddressOptions'
import { listQueries } from '../touchedQueries'

export const setPrimaryAddress: ActionDefinition = {
  id: 'setPrimaryAddress',
  ability: 'canSetPrimary',
  label: 'Set primary address',
  group: 'manage',
  title: (ctx) => `Primary address of ${ctx.name}`,
  summary: (ctx) => `Payments sent to ${ctx.name} go to its primary address.`,
  requiresTerms: false,
  fields: (ctx) => [{ key: 'address', kind: 'select', label: 'Address', options: linkedAddressOptions(ctx) }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.[1] ?? ctx.record?.caAlgo?.[0] ?? '' }),
  problem(values, ctx) {
    if (values.address === ctx.record?.caAlgo?.[0]) return 'That address is already the primary one.'
    return linkedProblem(values.address, ctx)
  },
  costs: () => [],
  build: (values, ctx) =>
    setPrimaryAddressApi(ctx.network, ctx.name, { sender: ctx.sender, address: values.address ?? '' }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${truncateAddress(values.address ?? '')} is now the primary address of ${ctx.name}`,
}
