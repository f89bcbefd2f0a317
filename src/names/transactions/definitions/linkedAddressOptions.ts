/** The name's verified addresses as select options (for the two "primary" actions). */
import { truncateAddress } from '@/lib/address'
import type { ActionContext } from '../types'

export function linkedAddressOptions(ctx: ActionContext): { value: string; label: string }[] {
  return (ctx.record?.caAlgo ?? []).map((address, i) => ({
    value: address,
    label: `${truncateAddress(address)}${i === 0 ? ' (primary)' : ''}${address === ctx.sender ? ' (you)' : ''}`,
  }))
}

export function linkedProblem(address: string | undefined, ctx: ActionContext): string | null {
  return address && ctx.record?.caAlgo?.includes(address) ? null : 'Choose one of the linked addresses.'
}
