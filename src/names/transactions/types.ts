/**
 * An action is data (as in ENS app v3's transaction-flow): what to ask the API, what it costs,
 * whether terms must be accepted, which queries it changes. One dialog (flow/
 * TransactionDialog) runs any of them; the form is described by field specs, not components.
 */
import type { QueryKey } from '@tanstack/react-query'
import type { NetworkConfig } from '@/config/networks'
import type { Ability } from '../abilities'
import type { GetQuoteResponseBody, NfdRecord } from '../api/types'
import type { TxnGroupEntry } from '../api/txnGroup'

export type ActionId =
  | 'mint'
  | 'buy'
  | 'claim'
  | 'list'
  | 'cancelSale'
  | 'offer'
  | 'renew'
  | 'editProfile'
  | 'linkAddress'
  | 'setPrimaryAddress'
  | 'setPrimaryName'
  | 'sendToVault'
  | 'optInVault'

export interface ActionContext {
  name: string
  /** null: not minted. */
  record: NfdRecord | null
  /** The connected account: every action is sent from it. */
  sender: string
  network: NetworkConfig
  /** The API's price for `sender` (actions with needsQuote only; undefined while loading). */
  quote?: GetQuoteResponseBody | undefined
}

/** Raw form input, as typed: each definition parses and checks its own. */
export type ActionValues = Record<string, string>

export type FieldSpec =
  | { key: string; kind: 'algo'; label: string; hint?: string }
  | { key: string; kind: 'integer'; label: string; min: number; max: number; hint?: string }
  | { key: string; kind: 'address'; label: string; optional?: boolean; hint?: string }
  | {
      key: string
      kind: 'text'
      label: string
      maxLength: number
      multiline?: boolean
      optional?: boolean
      hint?: string
    }
  | { key: string; kind: 'select'; label: string; options: { value: string; label: string }[]; hint?: string }

export interface CostLine {
  label: string
  /** µALGO */
  microalgos: bigint
}

export interface ActionDefinition {
  id: ActionId
  /** The ability (abilities.ts) that must be true to offer it. */
  ability: Ability
  /** Button / menu label. */
  label: string
  /** Owner management actions go in the Manage menu; the others are main buttons. */
  group: 'main' | 'manage'
  title(ctx: ActionContext): string
  /** One line under the title saying what will happen. */
  summary(ctx: ActionContext): string
  /** Mint, buy and claim: the user accepts the terms of service first. */
  requiresTerms: boolean
  /** The dialog fetches getQuote(name, sender) and puts it in ctx.quote. */
  needsQuote?: boolean
  fields(ctx: ActionContext): FieldSpec[]
  initialValues(ctx: ActionContext): ActionValues
  /** A reason the values cannot go (shown on review), or null. */
  problem(values: ActionValues, ctx: ActionContext): string | null
  /** Price, carry cost, amounts sent: shown before signing. Network fees come from the group. */
  costs(values: ActionValues, ctx: ActionContext): CostLine[]
  build(values: ActionValues, ctx: ActionContext): Promise<TxnGroupEntry[]>
  /** Queries to refresh once confirmed (prefixes). */
  invalidates(ctx: ActionContext): QueryKey[]
  /** The success toast. */
  success(values: ActionValues, ctx: ActionContext): string
}
