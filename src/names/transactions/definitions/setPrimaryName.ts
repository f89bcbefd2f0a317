/** Make this name the one shown for a linked address (its primary name in reverse lookups). */
import { truncateAddress } from '@/lib/address'
import { setPrimaryName as setPrimaryNameApi } from '../../api/links'
import type { ActionDefinition } from '../types'
import { linkedAddressOptions, linkedProblem } from './linkedAddressOptions'
import { listQueries } from '../touchedQueries'

export const setPrimaryName: ActionDefinition = {
  id: 'setPrimaryName',
  ability: 'canSetPrimary',
  label: 'Set as primary name',
  group: 'manage',
  title: (ctx) => `Make ${ctx.name} a primary name`,
  summary: (ctx) => `Apps that look up the address will show ${ctx.name} for it.`,
  requiresTerms: false,
  fields: (ctx) => [{ key: 'address', kind: 'select', label: 'For address', options: linkedAddressOptions(ctx) }],
  initialValues: (ctx) => ({
    address: ctx.record?.caAlgo?.includes(ctx.sender) ? ctx.sender : (ctx.record?.caAlgo?.[0] ?? ''),
  }),
  problem: (values, ctx) => linkedProblem(values.address, ctx),
  costs: () => [],
  build: (values, ctx) =>
    setPrimaryNameApi(ctx.network, ctx.name, { sender: ctx.sender, address: values.address ?? '' }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${ctx.name} is now the primary name of ${truncateAddress(values.address ?? '')}`,
}
