/** Make this name the one shown for a linked address (its primary name in reverse lookups). */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import { setPrimaryName as setPrimaryNameApi } from '../../../api/links'
import type { ActionContext, ActionDefinition } from '../../types'
import { listQueries } from '../../../hooks/touchedQueries'
import { linkedAddressOptions, parseLinked } from '../linkedAddressOptions'
import { manageIntent, nameAppId, registryCall } from '../parties'
import { profileChangedSteps, viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/setPrimaryName/setPrimaryName', {
  label: 'Set as primary name',
  title: params('Make {name} a primary name'),
  summary: params('Apps that look up the address will show {name} for it.'),
  address: 'For address',
  success: params('{name} is now the primary name of {address}'),
  view: 'View the address',
})

const signableOptions = (ctx: ActionContext) =>
  linkedAddressOptions(ctx).filter((option) => option.value === ctx.sender)

export const setPrimaryName: ActionDefinition<{ address: string }> = {
  order: 160,
  ability: 'canSetPrimary',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Addresses',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: (ctx) => messages.get().summary({ name: ctx.name }),
  requiresTerms: false,
  // The registry takes this call only from the address being set: only the account you act with can sign it.
  fields: (ctx) => [{ key: 'address', kind: 'select', label: messages.get().address, options: signableOptions(ctx) }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.includes(ctx.sender) ? ctx.sender : '' }),
  parse: (values, ctx) => parseLinked(values.address === ctx.sender ? values : { address: '' }, ctx),
  costs: () => [],
  intent: ({ address }, ctx) =>
    manageIntent(ctx, [
      registryCall(ctx, 'setAddressPrimaryNfd', [ctx.name, nameAppId(ctx), address], {
        apps: [nameAppId(ctx)],
        from: address,
      }),
    ]),
  build: ({ address }, ctx) => setPrimaryNameApi(ctx.network, ctx.name, { sender: ctx.sender, address }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => messages.get().success({ name: ctx.name, address: truncateAddress(address) }),
  next: ({ address }, ctx) => [viewAccount(address, undefined, messages.get().view), ...profileChangedSteps(ctx.name)],
}
