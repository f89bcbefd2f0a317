/** Link (verify) another address you control to the name: it must be able to sign. */
import { truncateAddress } from '@/lib/address'
import { addLinkedAddresses } from '../../api/links'
import type { ActionDefinition, ActionValues } from '../types'
import { parseAddress, valueOf } from '../parseInput'
import { listQueries } from '../touchedQueries'

const target = (values: ActionValues) => parseAddress(values.address, 'Address')

export const linkAddress: ActionDefinition = {
  id: 'linkAddress',
  ability: 'canLink',
  label: 'Link address',
  group: 'manage',
  title: (ctx) => `Link an address to ${ctx.name}`,
  summary: () => 'The address is added to the verified addresses of this name.',
  requiresTerms: false,
  fields: () => [{ key: 'address', kind: 'address', label: 'Address to link' }],
  initialValues: (ctx) => ({ address: ctx.record?.caAlgo?.includes(ctx.sender) ? '' : ctx.sender }),
  problem(values, ctx) {
    const parsed = target(values)
    if (!parsed.ok) return parsed.message
    return ctx.record?.caAlgo?.includes(parsed.value as string) ? 'That address is already linked.' : null
  },
  costs: () => [],
  build: (values, ctx) =>
    addLinkedAddresses(ctx.network, ctx.name, { sender: ctx.sender, address: [valueOf(target(values)) as string] }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: (values, ctx) => `${truncateAddress(values.address ?? '')} linked to ${ctx.name}`,
}
