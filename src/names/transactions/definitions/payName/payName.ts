/**
 * Pay a name: ALGO or an asset to the address the chain gives for it (its verified address, else
 * its owner), from the connected account. No name-service call: the app builds the one
 * transaction itself. Opened from the payment request, whose receiver, asset and amount are the
 * values; the chain is read again before the group is built (the name is the recipient its
 * warnings declare, confirmed as every recipient is), and a payee that changed stops it.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { buildPaymentTxn } from '@/algod/paymentTxn'
import { formatUnits } from '@/lib/formatUnits'
import { formatAlgoAmount } from '@/lib/money'
import type { Intent } from '../../check/intent'
import { viewAccount } from '../../nextSteps'
import type { ActionDefinition } from '../../types'
import { parseAddress, parseAssetId, parseBaseUnits, parseInteger } from '../../parseInput'
import { vaultQueries } from '../../../hooks/touchedQueries'

const messages = i18n('names/transactions/definitions/payName/payName', {
  label: 'Pay',
  title: params('Pay {name}'),
  summary: 'A payment from your account to the name’s address. It cannot be taken back.',
  assetAmount: params('{amount} {unit} (asset {id})'),
  receiver: 'Receiver',
  noReceiver: 'The payment has no receiver.',
  ownAddress: 'That is your own address: nothing to pay.',
  asset: 'Asset',
  amount: 'Amount',
  decimals: 'Decimals',
  noUnit: 'The asset has no unit to show.',
  paidTo: params('Paid to {name}'),
  success: params('Paid {amount} to {name}'),
  describe: params('Pay {amount} to {name} ({address}).'),
})

interface Payment {
  receiver: string
  /** 0n: ALGO. */
  assetId: bigint
  /** Base units. */
  amount: bigint
  decimals: number
  unit: string
}

/** The values a payment request opens the dialog with: the chain's payee, the asset and its base units. */
export function payValues(payment: Payment): Record<keyof Payment, string> {
  return {
    receiver: payment.receiver,
    assetId: payment.assetId.toString(),
    amount: payment.amount.toString(),
    decimals: String(payment.decimals),
    unit: payment.unit,
  }
}

function paymentWords({ assetId, amount, decimals, unit }: Omit<Payment, 'receiver'>): string {
  return assetId === 0n
    ? formatAlgoAmount(amount)
    : messages.get().assetAmount({ amount: formatUnits(amount, decimals), unit, id: String(assetId) })
}

const MAX_DECIMALS = 19

export const payName: ActionDefinition<Payment> = {
  order: 230,
  ability: 'canPay',
  label: () => messages.get().label,
  group: 'offer',
  title: (ctx) => messages.get().title({ name: ctx.name }),
  summary: () => messages.get().summary,
  requiresTerms: false,
  fields: () => [],
  initialValues: () => ({ receiver: '', assetId: '0', amount: '', decimals: '6', unit: 'ALGO' }),
  parse(values, ctx) {
    const t = messages.get()
    const receiver = parseAddress(values.receiver, t.receiver)
    if (!receiver.ok) return receiver
    if (!receiver.value) return { ok: false, message: t.noReceiver }
    if (receiver.value === ctx.sender) return { ok: false, message: t.ownAddress }
    const asset = parseAssetId(values.assetId, t.asset, true)
    if (!asset.ok) return asset
    const amount = parseBaseUnits(values.amount, t.amount)
    if (!amount.ok) return amount
    const decimals = parseInteger(values.decimals, t.decimals, 0, MAX_DECIMALS)
    if (!decimals.ok) return decimals
    const unit = (values.unit ?? '').trim()
    if (!unit) return { ok: false, message: t.noUnit }
    return {
      ok: true,
      value: {
        receiver: receiver.value,
        assetId: BigInt(asset.value),
        amount: amount.value,
        decimals: decimals.value,
        unit,
      },
    }
  },
  costs: ({ assetId, amount }, ctx) =>
    assetId === 0n ? [{ label: messages.get().paidTo({ name: ctx.name }), microalgos: amount }] : [],
  // Exactly this amount to exactly this address: no call, no opt-in, no other asset or ALGO.
  intent({ receiver, assetId, amount, decimals, unit }, ctx): Intent {
    const base: Intent = {
      types: ['pay', 'axfer'],
      receivers: [{ address: receiver, label: ctx.name }],
      calls: [],
      pays: 0n,
      optIns: [],
    }
    if (assetId === 0n) return { ...base, pays: amount }
    return { ...base, sends: new Map([[assetId, amount]]), units: new Map([[assetId, { decimals, unit }]]) }
  },
  async build({ receiver, assetId, amount }, ctx) {
    const bytes = await buildPaymentTxn(ctx.network, { sender: ctx.sender, receiver, amount, assetId })
    return [{ kind: 'u', bytes }]
  },
  // The payer's and the payee's holdings.
  invalidates: (ctx) => vaultQueries(ctx.network, ctx.name),
  success: (data, ctx) => messages.get().success({ amount: paymentWords(data), name: ctx.name }),
  next: ({ receiver }, ctx) => [viewAccount(receiver, ctx.name)],
  describe: (data, ctx) =>
    messages.get().describe({ amount: paymentWords(data), name: ctx.name, address: data.receiver }),
  // As sending to a name does: whether the name reads like another, and whether the address is verified on it.
  warnings: ({ receiver }, ctx) => ({ lookalike: ctx.name, recipient: { name: ctx.name, address: receiver } }),
}
