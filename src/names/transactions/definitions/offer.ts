/** An offer to the owner of a name that is not listed: at least 1 ALGO, a note up to 512 characters. */
import { MICROALGOS_PER_ALGO } from '@/config/constants'
import { formatAlgos } from '@/lib/money'
import { postOfferToOwner } from '../../api/sale'
import type { ActionDefinition, ActionValues } from '../types'
import { firstProblem, parseAlgo, valueOf } from '../parseInput'
import { nameQueries } from '../touchedQueries'

export const NOTE_MAX = 512
const amount = (values: ActionValues) => parseAlgo(values.amount, 'Offer', BigInt(MICROALGOS_PER_ALGO))

export const offer: ActionDefinition = {
  id: 'offer',
  ability: 'canOffer',
  label: 'Make offer',
  group: 'main',
  title: (ctx) => `Make an offer for ${ctx.name}`,
  summary: () => 'Your offer and note are sent to the owner with the payment; the owner decides whether to sell.',
  requiresTerms: false,
  fields: () => [
    { key: 'amount', kind: 'algo', label: 'Offer (ALGO)', hint: 'At least 1 ALGO' },
    { key: 'note', kind: 'text', label: 'Note to the owner', maxLength: NOTE_MAX, multiline: true, optional: true },
  ],
  initialValues: () => ({ amount: '', note: '' }),
  problem: (values) =>
    firstProblem(amount(values)) ??
    ((values.note ?? '').length > NOTE_MAX ? `Note: at most ${NOTE_MAX} characters` : null),
  costs: (values) => {
    const parsed = amount(values)
    return parsed.ok ? [{ label: 'Offer', microalgos: parsed.value }] : []
  },
  build: (values, ctx) =>
    postOfferToOwner(ctx.network, ctx.name, {
      sender: ctx.sender,
      offer: Number(valueOf(amount(values))),
      note: values.note ?? '',
    }),
  invalidates: (ctx) => nameQueries(ctx.network, ctx.name),
  success: (values, ctx) => `Offer of ${formatAlgos(valueOf(amount(values)))} ALGO sent to the owner of ${ctx.name}`,
}
