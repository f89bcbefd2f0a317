/** Link (verify) another address you control to the name: it must be able to sign. */
import { publicKeyOf, truncateAddress } from '@/lib/address'
import { addLinkedAddresses } from '../../api/links'
import { defineAction, type ActionContext } from '../types'
import { parseAddress } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { boxDeposit } from '../check/intent'
import { SET_PRIMARY_NAME } from '../nextSteps'
import { VERIFIED_ADDRESSES } from './linkedAddressOptions'
import { manageIntent, nameAppId, nameCall, registryCall } from './parties'

/** The field the owner proposes an address in, for the registry to verify. */
const LINK_FIELD = 'u.cav.algo'
/** One more address in the name's verified list, and the name in the address's reverse lookup (an app id). */
const LINK_DEPOSIT = boxDeposit(VERIFIED_ADDRESSES.length, 32) + boxDeposit(32, 8)

// The service asks the linked address to sign too: it proves the address is held.
const coSigners = ({ address }: { address: string }, ctx: ActionContext) => (address === ctx.sender ? [] : [address])

export const linkAddress = defineAction<{ address: string }>({
  order: 130,
  ability: 'canLink',
  label: 'Link address',
  group: 'manage',
  title: (ctx) => `Link an address to ${ctx.name}`,
  summary: () => 'The address is added to the verified addresses of this name.',
  requiresTerms: false,
  fields: () => [{ key: 'address', kind: 'address', label: 'Address to link' }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.includes(ctx.sender) ? '' : ctx.sender }),
  parse(values, ctx) {
    const parsed = parseAddress(values.address, 'Address')
    if (!parsed.ok) return parsed
    const address = parsed.value as string
    if (ctx.record?.caAlgo?.includes(address)) return { ok: false, message: 'That address is already linked.' }
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
      { coSigners: coSigners(data, ctx), depositCeiling: LINK_DEPOSIT },
    ),
  build: ({ address }, ctx) => addLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [address] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${truncateAddress(address)} is linked to ${ctx.name}`,
  next: ({ address }, ctx) => [
    ...(address === ctx.sender ? [SET_PRIMARY_NAME] : []),
    { kind: 'action', action: 'setPrimaryAddress', label: 'Make it the primary address' },
  ],
})
