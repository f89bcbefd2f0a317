/**
 * Send (gift) the name to another account: a sale at 0 reserved for the recipient, which is what
 * the contract defines (offerForSale(uint64,address)void takes no payment). The recipient then
 * claims it, paying the claim's network fees; until then it waits in its own account, reserved
 * for them. The API's payReceiver flag is not sent: it has the API add a payment to the recipient
 * ("the offer amount + fees") whose amount neither TxnLab's SDK nor the ARC-56 spec defines, and
 * the group check refuses a payment to any receiver the action does not declare.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { truncateAddress } from '@/lib/address'
import { offerForSale } from '../../../api/sale'
import type { ActionDefinition } from '../../types'
import { parseRecipient } from '../../parseInput'
import { listQueries } from '../../../hooks/touchedQueries'
import { manageIntent, nameCall, saleClearing } from '../parties'
import { viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/sendName/sendName', {
  label: 'Send to someone',
  title: params('Send {name}'),
  summary:
    "The name is reserved for the recipient at a price of 0; they claim it to receive it, paying only the claim's network fees (a few thousandths of an ALGO). Its verified addresses and accounts are cleared.",
  field: 'Recipient (address or .algo name)',
  hint: 'Check where the address is verified before you send: a gift cannot be taken back.',
  recipient: 'Recipient',
  yours: 'The name is already yours.',
  success: params('{name} is reserved for {owner}: they can claim it now'),
})

/** The form key the recipient field resolves a typed name into. */
const RECIPIENT_ADDRESS = 'recipientAddress'

export const sendName: ActionDefinition<{ address: string; name: string | undefined }> = {
  order: 120,
  ability: 'canSendName',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Sale',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [{ key: 'recipient', kind: 'recipient', label: messages.get().field, hint: messages.get().hint }],
  initialValues: () => ({ recipient: '', [RECIPIENT_ADDRESS]: '' }),
  parse(values, ctx) {
    const t = messages.get()
    const parsed = parseRecipient(values.recipient, values[RECIPIENT_ADDRESS], t.recipient)
    if (!parsed.ok) return parsed
    if (parsed.value.address === ctx.sender) return { ok: false, message: t.yours }
    return parsed
  },
  costs: () => [],
  // No money moves: the gift is an app call on the name's contract, paid for by fees alone.
  intent: ({ address, name }, ctx) =>
    manageIntent(ctx, [saleClearing(ctx), nameCall(ctx, 'offerForSale', [0n, address])], {
      named: name ? [{ address, label: name }] : [],
    }),
  build: ({ address }, ctx) =>
    offerForSale(ctx.network, ctx.name, { sender: ctx.sender, offer: 0, reservedFor: address }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address, name }, ctx) =>
    messages.get().success({ name: ctx.name, owner: name ?? truncateAddress(address) }),
  next: ({ address, name }) => [viewAccount(address, name)],
  // A typed address is checked as it is typed (where it is verified); a name, here and on chain.
  warnings: ({ address, name }) => (name ? { lookalike: name, recipient: { name, address } } : {}),
}
