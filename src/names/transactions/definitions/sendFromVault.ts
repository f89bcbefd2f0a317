/**
 * The owner sends ALGO or an asset out of the name's vault, to themselves or another address.
 * The owner's account only calls the name's contract (and pays the fees); the contract's inner
 * transactions move the amount out of the vault.
 */
import { sendFromVault as sendFromVaultApi } from '../../api/vault'
import { defineAction } from '../types'
import { parseAddress } from '../parseInput'
import { vaultQueries } from '../touchedQueries'
import { formatHeldAmount, holdingOptions, parseHeldAmount, type HeldAmount } from './holdingChoice'
import { manageIntent, nameCall } from './parties'
import { truncateAddress } from '@/lib/address'
import { viewAccount } from '../nextSteps'

type Data = HeldAmount & { receiver: string }

// The vault keeps its minimum balance.
const algoKept = (minBalance: bigint | undefined) => minBalance ?? 100_000n

export const sendFromVault = defineAction<Data>({
  order: 190,
  ability: 'canSendFromVault',
  label: 'Send from vault',
  group: 'manage',
  needsHoldings: 'vault',
  title: (ctx) => `Send from the vault of ${ctx.name}`,
  summary: () => 'The vault pays out; your account only calls the name’s contract and pays the fees.',
  requiresTerms: false,
  fields: (ctx) => [
    { key: 'asset', kind: 'select', label: 'Asset', options: holdingOptions(ctx, algoKept(ctx.holdings?.minBalance)) },
    { key: 'amount', kind: 'text', label: 'Amount (whole units, e.g. 12.5)', maxLength: 32 },
    { key: 'receiver', kind: 'address', label: 'To', hint: 'Your address is filled in; any Algorand address' },
  ],
  initialValues: (ctx) => ({ asset: '0', amount: '', receiver: ctx.sender }),
  parse(values, ctx) {
    const held = parseHeldAmount(values, ctx, algoKept(ctx.holdings?.minBalance))
    if (!held.ok) return held
    const receiver = parseAddress(values.receiver, 'To')
    if (!receiver.ok) return receiver
    return { ok: true, value: { ...held.value, receiver: receiver.value as string } }
  },
  costs: () => [],
  // The contract's inner transaction pays out: amount, receiver, no note, the asset (0 = ALGO), no others.
  intent: ({ assetId, amount, receiver, decimals, unit }, ctx) =>
    manageIntent(
      ctx,
      [
        nameCall(ctx, 'vaultSend', [amount, receiver, '', BigInt(assetId), []], {
          accounts: [receiver],
          assets: assetId ? [BigInt(assetId)] : [],
        }),
      ],
      { units: new Map([[BigInt(assetId), { decimals, unit }]]) },
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
  next: ({ receiver }, ctx) => [
    viewAccount(receiver, undefined, receiver === ctx.sender ? 'View your account' : 'View the recipient'),
  ],
  success: (data, ctx) =>
    `Sent ${formatHeldAmount(data)} from ${ctx.name}'s vault to ${data.receiver === ctx.sender ? 'you' : truncateAddress(data.receiver)}`,
})
