/** Link (verify) another address you control to the name: it must be able to sign. */
import { truncateAddress } from '@/lib/address'
import { addLinkedAddresses } from '../../api/links'
import { defineAction } from '../types'
import { parseAddress } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { manageIntent } from './parties'

export const linkAddress = defineAction<{ address: string }>({
  id: 'linkAddress',
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
  // The linked address proves it is held by signing too, when the service asks it to.
  intent: ({ address }, ctx) => manageIntent(ctx, address === ctx.sender ? {} : { coSigners: [address] }),
  build: ({ address }, ctx) => addLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [address] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address }, ctx) => `${truncateAddress(address)} linked to ${ctx.name}`,
})
