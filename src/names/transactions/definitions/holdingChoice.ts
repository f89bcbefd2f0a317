/**
 * Choosing what to send from an account's holdings (ctx.holdings): ALGO or one of its assets,
 * the amount typed in whole units with the asset's decimals, at most what is there.
 */
import { unitsToDecimal } from '@/lib/decimal'
import { parseUnits, type Parsed } from '../parseInput'
import type { ActionContext, ActionValues } from '../types'

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
        unit: held.asset.unitName || held.asset.name || `asset ${held.asset.id}`,
        available: held.amount,
      })),
  ]
}

/** The select's options: each with what is available, in whole units. */
export function holdingOptions(ctx: ActionContext, algoKept: bigint): { value: string; label: string }[] {
  return choicesOf(ctx, algoKept).map((choice) => ({
    value: String(choice.assetId),
    label: `${choice.unit}${choice.assetId ? ` (${choice.assetId})` : ''}: ${unitsToDecimal(choice.available, choice.decimals, { group: true })} available`,
  }))
}

/** `algoKept`: µALGO the account must keep (its minimum balance), not offered. */
export function parseHeldAmount(values: ActionValues, ctx: ActionContext, algoKept: bigint): Parsed<HeldAmount> {
  if (!ctx.holdings) return { ok: false, message: 'Reading what the account holds…' }
  const choice = choicesOf(ctx, algoKept).find((c) => String(c.assetId) === values.asset)
  if (!choice) return { ok: false, message: 'Asset: choose one of the assets held.' }
  const amount = parseUnits(values.amount, 'Amount', choice, choice.available)
  if (!amount.ok) return amount
  return {
    ok: true,
    value: { assetId: choice.assetId, amount: amount.value, decimals: choice.decimals, unit: choice.unit },
  }
}

export function formatHeldAmount({ amount, decimals, unit }: HeldAmount): string {
  return `${unitsToDecimal(amount, decimals, { group: true })} ${unit}`
}
