/**
 * Choosing what to send from an account's holdings (ctx.holdings): ALGO or one of its assets,
 * the amount typed in whole units with the asset's decimals, at most what is there.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { formatUnits } from '@/lib/formatUnits'
import { parseUnits, stillReading, type Parsed } from '../parseInput'
import type { ActionContext, ActionValues } from '../types'

const messages = i18n('names/transactions/definitions/holdingChoice', {
  asset: params('asset {id}'),
  algoAvailable: params('{unit}: {available} available'),
  assetAvailable: params('{unit} ({id}): {available} available'),
  reading: 'Reading what the account holds…',
  chooseAsset: 'Asset: choose one of the assets held.',
  amount: 'Amount',
})

export interface HeldAmount {
  /** 0 = ALGO */
  assetId: number
  /** Base units (µALGO for ALGO). */
  amount: bigint
  decimals: number
  unit: string
}

interface Choice {
  assetId: number
  decimals: number
  unit: string
  /** Base units that may be sent. */
  available: bigint
}

function choicesOf(ctx: ActionContext, algoKept: bigint): Choice[] {
  const holdings = ctx.holdings
  if (!holdings) return []
  const algo = holdings.algo - algoKept
  return [
    { assetId: 0, decimals: 6, unit: 'ALGO', available: algo > 0n ? algo : 0n },
    ...holdings.assets
      .filter((held) => held.amount > 0n)
      .map((held) => ({
        assetId: Number(held.asset.id),
        decimals: held.asset.decimals,
        unit: held.asset.unitName || held.asset.name || messages.get().asset({ id: String(held.asset.id) }),
        available: held.amount,
      })),
  ]
}

/** The select's options: each with what is available, in whole units. */
export function holdingOptions(ctx: ActionContext, algoKept: bigint): { value: string; label: string }[] {
  const t = messages.get()
  return choicesOf(ctx, algoKept).map((choice) => {
    const available = formatUnits(choice.available, choice.decimals)
    return {
      value: String(choice.assetId),
      label: choice.assetId
        ? t.assetAvailable({ unit: choice.unit, id: choice.assetId, available })
        : t.algoAvailable({ unit: choice.unit, available }),
    }
  })
}

/** `algoKept`: µALGO the account must keep (its minimum balance), not offered. */
export function parseHeldAmount(values: ActionValues, ctx: ActionContext, algoKept: bigint): Parsed<HeldAmount> {
  const t = messages.get()
  if (!ctx.holdings) return stillReading(t.reading)
  const choice = choicesOf(ctx, algoKept).find((c) => String(c.assetId) === values.asset)
  if (!choice) return { ok: false, message: t.chooseAsset }
  const amount = parseUnits(values.amount, t.amount, choice, choice.available)
  if (!amount.ok) return amount
  return {
    ok: true,
    value: { assetId: choice.assetId, amount: amount.value, decimals: choice.decimals, unit: choice.unit },
  }
}

export function formatHeldAmount({ amount, decimals, unit }: HeldAmount): string {
  return `${formatUnits(amount, decimals)} ${unit}`
}
