/** Make this name the one shown for a linked address (its primary name in reverse lookups). */
import { truncateAddress } from '@/lib/address'
import { setPrimaryName as setPrimaryNameApi } from '../../api/links'
import { defineAction } from '../types'
import { listQueries } from '../touchedQueries'
import { linkedAddressOptions, parseLinked } from './linkedAddressOptions'
import { manageIntent, nameAppId, registryCall } from './parties'
import { profileChangedSteps, viewAccount } from '../nextSteps'

export const setPrimaryName = defineAction<{ address: string }>({
  order: 160,
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
  parse: parseLinked,
  costs: () => [],
  intent: ({ address }, ctx) =>
    manageIntent(ctx, [
      registryCall(ctx, 'setAddressPrimaryNfd', [ctx.name, nameAppId(ctx), address], { apps: [nameAppId(ctx)] }),
    ]),
  build: ({ address }, ctx) => setPrimaryNameApi(ctx.network, ctx.name, { sender: ctx.sender, address }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${ctx.name} is now the primary name of ${truncateAddress(address)}`,
  next: ({ address }, ctx) => [viewAccount(address, undefined, 'View the address'), ...profileChangedSteps(ctx.name)],
})
