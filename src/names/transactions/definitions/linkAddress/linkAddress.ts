/** Link (verify) another address you control to the name: it must be able to sign. */
import { i18n, params } from '@/lib/i18n/i18n'
import { publicKeyOf, truncateAddress } from '@/lib/address'
import { addLinkedAddresses } from '../../../api/links'
import type { ActionContext, ActionDefinition } from '../../types'
import { parseAddress } from '../../parseInput'
import { listQueries } from '../../../hooks/touchedQueries'
import { boxDeposit } from '../../check/intent'
import { LINK_FIELD } from '../../check/describeCall'
import { setPrimaryNameStep } from '../../nextSteps'
import { VERIFIED_ADDRESSES } from '../linkedAddressOptions'
import { manageIntent, nameAppId, nameCall, nameDeposit, registryCall, registryContract } from '../parties'

const messages = i18n('names/transactions/definitions/linkAddress/linkAddress', {
  label: 'Link address',
  title: params('Link an address to {name}'),
  summary: 'The address is added to the verified addresses of this name.',
  field: 'Address to link',
  address: 'Address',
  already: 'That address is already linked.',
  success: params('{address} is linked to {name}'),
  makePrimary: 'Make it the primary address',
})

/** On the name's contract: the proposed field, and the verified list (new, or grown by an address). */
const NAME_DEPOSIT = boxDeposit(LINK_FIELD.length, 32) + boxDeposit(VERIFIED_ADDRESSES.length, 32)
/** On the registry: the name in the address's reverse lookup (an app id). */
const REGISTRY_DEPOSIT = boxDeposit(32, 8)

// The service asks the linked address to sign too: it proves the address is held.
const coSigners = ({ address }: { address: string }, ctx: ActionContext) => (address === ctx.sender ? [] : [address])

export const linkAddress: ActionDefinition<{ address: string }> = {
  order: 130,
  ability: 'canLink',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Addresses',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [{ key: 'address', kind: 'address', label: messages.get().field }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.includes(ctx.sender) ? '' : ctx.sender }),
  parse(values, ctx) {
    const t = messages.get()
    const parsed = parseAddress(values.address, t.address)
    if (!parsed.ok) return parsed
    const address = parsed.value as string
    if (ctx.record?.caAlgo?.includes(address)) return { ok: false, message: t.already }
    return { ok: true, value: { address } }
  },
  costs: () => [],
  coSigners,
  intent: (data, ctx) =>
    manageIntent(
      ctx,
      [
        // The owner proposes the address; the address itself (it signs) asks the registry to verify it.
        nameCall(ctx, 'updateFields', [[LINK_FIELD, publicKeyOf(data.address)]]),
        registryCall(ctx, 'linkNfdAddress', [ctx.name, nameAppId(ctx), data.address], {
          apps: [nameAppId(ctx)],
          from: data.address,
        }),
      ],
      {
        coSigners: coSigners(data, ctx),
        deposits: [...nameDeposit(ctx, NAME_DEPOSIT), { to: registryContract(ctx).address, ceiling: REGISTRY_DEPOSIT }],
      },
    ),
  build: ({ address }, ctx) => addLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [address] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => messages.get().success({ address: truncateAddress(address), name: ctx.name }),
  next: ({ address }, ctx) => [
    ...(address === ctx.sender ? [setPrimaryNameStep()] : []),
    { kind: 'action', action: 'setPrimaryAddress', label: messages.get().makePrimary },
  ],
}
