/** The name's verified addresses as select options (for the two "primary" actions). */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import type { Parsed } from '../parseInput'
import type { ActionContext, ActionValues } from '../types'

const messages = i18n('names/transactions/definitions/linkedAddressOptions', {
  primary: params('{address} (primary)'),
  you: params('{address} (you)'),
  primaryYou: params('{address} (primary) (you)'),
  choose: 'Choose one of the linked addresses.',
})

export function linkedAddressOptions(ctx: ActionContext): { value: string; label: string }[] {
  const t = messages.get()
  return (ctx.record?.caAlgo ?? []).map((address, i) => {
    const you = address === ctx.sender
    const words = { address: truncateAddress(address) }
    return {
      value: address,
      label: i === 0 ? (you ? t.primaryYou(words) : t.primary(words)) : you ? t.you(words) : words.address,
    }
  })
}

/** The chosen address, if it is one of the name's linked addresses. */
export function parseLinked(values: ActionValues, ctx: ActionContext): Parsed<{ address: string }> {
  const address = values.address
  return address && ctx.record?.caAlgo?.includes(address)
    ? { ok: true, value: { address } }
    : { ok: false, message: messages.get().choose }
}

/** The field of a name's contract that holds its verified addresses, the primary one first. */
export const VERIFIED_ADDRESSES = 'v.caAlgo.0.as'
