/** Link (verify) another address you control to the name: it must be able to sign. */
import { truncateAddress } from '@/lib/address'
import { addLinkedAddresses } from '../../api/links'
import { defineAction, type ActionContext } from '../types'
import { parseAddress } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { manageIntent } from './parties'

// The service asks the linked address to sign too: it proves the address is held.
const coSigners = ({ address }: { address: string }, ctx: ActionContext) => (address === ctx.sender ? [] : [address])

export const linkAddress = defineAction<{ address: string }>({
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
  intent: (data, ctx) => manageIntent(ctx, { coSigners: coSigners(data, ctx) }),
  build: ({ address }, ctx) => addLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [address] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${truncateAddress(address)} linked to ${ctx.name}`,
})
