/**
 * The owner sends ALGO or an asset out of the name's vault, to themselves or another address.
 * The owner's account only calls the name's contract (and pays the fees); the contract's inner
 * transactions move the amount out of the vault.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { sendFromVault as sendFromVaultApi } from '../../../api/vault'
import type { ActionDefinition } from '../../types'
import { parseRecipient } from '../../parseInput'
import { vaultQueries } from '../../../hooks/touchedQueries'
import { formatHeldAmount, holdingOptions, parseHeldAmount, type HeldAmount } from '../holdingChoice'
import { manageIntent, nameCall } from '../parties'
import { truncateAddress } from '@/lib/address'
import { viewAccount } from '../../nextSteps'

const messages = i18n('names/transactions/definitions/sendFromVault/sendFromVault', {
  label: 'Send from vault',
  title: params('Send from the vault of {name}'),
  summary: 'The vault pays out; your account only calls the name’s contract and pays the fees.',
  asset: 'Asset',
  amount: 'Amount (whole units, e.g. 12.5)',
  to: 'To',
  toHint: 'Your address is filled in; any Algorand address or .algo name',
  viewYours: 'View your account',
  viewRecipient: 'View the recipient',
  sentToYou: params("Sent {amount} from {name}'s vault to you"),
  sent: params("Sent {amount} from {name}'s vault to {to}"),
})

/** `receiverName`: the .algo name typed, whose address (the chain's) is `receiver`. */
type Data = HeldAmount & { receiver: string; receiverName: string | undefined }

// The vault keeps its minimum balance.
const algoKept = (minBalance: bigint | undefined) => minBalance ?? 100_000n

export const sendFromVault: ActionDefinition<Data> = {
  order: 190,
  ability: 'canSendFromVault',
  label: () => messages.get().label,
  group: 'manage',
  section: 'Vault',
  needsHoldings: 'vault',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: (ctx) => {
    const t = messages.get()
    return [
      {
        key: 'asset',
        kind: 'select',
        label: t.asset,
        options: holdingOptions(ctx, algoKept(ctx.holdings?.minBalance)),
      },
      { key: 'amount', kind: 'text', label: t.amount, maxLength: 32 },
      { key: 'receiver', kind: 'recipient', label: t.to, hint: t.toHint },
    ]
  },
  initialValues: (ctx) => ({ asset: '0', amount: '', receiver: ctx.sender, receiverAddress: '' }),
  parse(values, ctx) {
    const held = parseHeldAmount(values, ctx, algoKept(ctx.holdings?.minBalance))
    if (!held.ok) return held
    const receiver = parseRecipient(values.receiver, values.receiverAddress, messages.get().to)
    if (!receiver.ok) return receiver
    return { ok: true, value: { ...held.value, receiver: receiver.value.address, receiverName: receiver.value.name } }
  },
  costs: () => [],
  // The contract's inner transaction pays out: amount, receiver, no note, the asset (0 = ALGO), no others.
  intent: ({ assetId, amount, receiver, receiverName, decimals, unit }, ctx) =>
    manageIntent(
      ctx,
      [
        nameCall(ctx, 'vaultSend', [amount, receiver, '', BigInt(assetId), []], {
          accounts: [receiver],
          assets: assetId ? [BigInt(assetId)] : [],
        }),
      ],
      {
        units: new Map([[BigInt(assetId), { decimals, unit }]]),
        named: receiverName ? [{ address: receiver, label: receiverName }] : [],
      },
    ),
  build: ({ assetId, amount, receiver }, ctx) =>
    sendFromVaultApi(ctx.network, ctx.name, {
      sender: ctx.sender,
      assets: [assetId],
      receiver,
      receiverType: 'account',
      amount: Number(amount),
      amountStr: amount.toString(),
    }),
  invalidates: (ctx) => vaultQueries(ctx.network, ctx.name),
  next: ({ receiver, receiverName }, ctx) => [
    viewAccount(
      receiver,
      receiverName,
      receiver === ctx.sender ? messages.get().viewYours : messages.get().viewRecipient,
    ),
  ],
  success: (data, ctx) => {
    const words = { amount: formatHeldAmount(data), name: ctx.name }
    return data.receiver === ctx.sender
      ? messages.get().sentToYou(words)
      : messages.get().sent({ ...words, to: data.receiverName ?? truncateAddress(data.receiver) })
  },
  // A typed address is checked as it is typed (where it is verified); a name, here and on chain.
  warnings: ({ receiver, receiverName }) =>
    receiverName ? { lookalike: receiverName, recipient: { name: receiverName, address: receiver } } : {},
}
