/**
 * Send (gift) the name to another account: the API's gift form, a sale at 0 reserved for the
 * recipient with payReceiver. The recipient then claims it; until then it waits in its own
 * account, reserved for them.
 */
import { truncateAddress } from '@/lib/address'
import { offerForSale } from '../../api/sale'
import { defineAction } from '../types'
import { parseRecipient } from '../parseInput'
import { listQueries } from '../touchedQueries'
import { manageIntent, nameCall } from './parties'
import { viewAccount } from '../nextSteps'

/** The form key the recipient field resolves a typed name into. */
const RECIPIENT_ADDRESS = 'recipientAddress'

export const sendName = defineAction<{ address: string; name: string | undefined }>({
  order: 120,
  ability: 'canSendName',
  label: 'Send to someone',
  group: 'manage',
  title: (ctx) => `Send ${ctx.name}`,
  summary: () =>
    'The name is reserved for the recipient at no cost; they claim it to receive it. Its verified addresses and accounts are cleared.',
  requiresTerms: false,
  fields: () => [
    {
      key: 'recipient',
      kind: 'recipient',
      label: 'Recipient (address or .algo name)',
      hint: 'Check where the address is verified before you send: a gift cannot be taken back.',
    },
  ],
  initialValues: () => ({ recipient: '', [RECIPIENT_ADDRESS]: '' }),
  parse(values, ctx) {
    const parsed = parseRecipient(values.recipient, values[RECIPIENT_ADDRESS], 'Recipient')
    if (!parsed.ok) return parsed
    if (parsed.value.address === ctx.sender) return { ok: false, message: 'The name is already yours.' }
    return parsed
  },
  costs: () => [],
  // No money moves: the gift is an app call on the name's contract, paid for by fees alone.
  intent: ({ address, name }, ctx) =>
    manageIntent(ctx, [nameCall(ctx, 'offerForSale', [0n, address])], {
      named: name ? [{ address, label: name }] : [],
    }),
  build: ({ address }, ctx) =>
    offerForSale(ctx.network, ctx.name, { sender: ctx.sender, offer: 0, reservedFor: address, payReceiver: true }),
  invalidates: (ctx) => listQueries(ctx.network, ctx.name),
  success: ({ address, name }, ctx) =>
    `${ctx.name} is reserved for ${name ?? truncateAddress(address)}: they can claim it now`,
  next: ({ address, name }) => [viewAccount(address, name)],
  // A typed address is checked as it is typed (where it is verified); a name, here.
  warnings: ({ address, name }) => (name ? { lookalike: name, recipient: { name, address } } : {}),
})
