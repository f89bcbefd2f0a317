/** The name's verified addresses as select options (for the two "primary" actions). */
import { truncateAddress } from '@/lib/address'
import type { Parsed } from '../parseInput'
import type { ActionContext, ActionValues } from '../types'

export function linkedAddressOptions(ctx: ActionContext): { value: string; label: string }[] {
  return (ctx.record?.caAlgo ?? []).map((address, i) => ({
    value: address,
    label: `${truncateAddress(address)}${i === 0 ? ' (primary)' : ''}${address === ctx.sender ? ' (you)' : ''}`,
  }))
}

/** The chosen address, if it is one of the name's linked addresses. */
export function parseLinked(values: ActionValues, ctx: ActionContext): Parsed<{ address: string }> {
  const address = values.address
  return address && ctx.record?.caAlgo?.includes(address)
    ? { ok: true, value: { address } }
    : { ok: false, message: 'Choose one of the linked addresses.' }
}

/** The field of a name's contract that holds its verified addresses, the primary one first. */
export const VERIFIED_ADDRESSES = 'v.caAlgo.0.as'
