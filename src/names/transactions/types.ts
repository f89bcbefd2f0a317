/**
 * An action is data (as in ENS app v3's transaction-flow): what to ask the API, what it costs,
 * whether terms must be accepted, which queries it changes. One dialog (flow/
 * TransactionDialog) runs any of them; the form is described by field specs, not components.
 */
import type { QueryKey } from '@tanstack/react-query'
import type { Holdings } from '@/algod/holdings'
import type { NetworkConfig } from '@/config/networks'
import type { Ability } from '../core/abilities'
import type { ChainFacts } from '../core/chainFacts'
import type { RegistryFacts } from '../core/registryFacts'
import type { GetQuoteResponseBody, NfdRecord } from '../api/types'
import type { TxnGroupEntry } from '../api/txnGroup'
import type { ImageSlot } from '../api/updateImage'
import type { Intent } from './check/intent'
import type { ManageSectionTitle } from './manageSectionTitle'
import type { NextStep } from './nextSteps'
import type { Parsed } from './parseInput'

export interface ActionContext {
  name: string
  /** null: not minted. */
  record: NfdRecord | null
  /** The connected account: every action is sent from it. */
  sender: string
  network: NetworkConfig
  /** A segment's root, when the page has it: its owner's price is part of a segment's. */
  root?: NfdRecord | null | undefined
  /** The API's price for `sender` (actions with needsQuote only; undefined while loading). */
  quote?: GetQuoteResponseBody | undefined
  /** Every account the active wallet holds: the ones beside `sender` can sign too. */
  heldAccounts?: readonly string[]
  /** What `needsHoldings` names holds (undefined while loading). */
  holdings?: Holdings | undefined
  /**
   * What the chain says about the name, read just before its group is requested and found to
   * agree with `record` (undefined before then, and for a name not minted). Intents take the
   * name's app, asset and price from here, never from the record.
   */
  chain?: ChainFacts | undefined
  /** What the chain says about the registry (its price oracle), read before a priced action's group (mint, renew, upgrade) is requested. */
  registry?: RegistryFacts | undefined
  /** Dollars per ALGO where known: amounts in words carry their dollar value. */
  usdPerAlgo?: number | null | undefined
}

/** Raw form input, as typed: each definition parses it once into its own typed data. */
export type ActionValues = Record<string, string>

export type FieldSpec =
  | { key: string; kind: 'algo'; label: string; hint?: string }
  | { key: string; kind: 'integer'; label: string; min: number; max: number; hint?: string }
  | { key: string; kind: 'address'; label: string; optional?: boolean; hint?: string }
  /** An address or a .algo name; the form resolves a name into `${key}Address` and says where it is verified. */
  | { key: string; kind: 'recipient'; label: string; optional?: boolean; hint?: string }
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
  /**
   * A picture for the avatar or banner: an NFT one of `holders` holds (its id in `${key}Asset`,
   * its image in `${key}AssetUrl`), or an uploaded file cropped to the slot (a data URL in `key`).
   */
  | {
      key: string
      kind: 'image'
      label: string
      slot: ImageSlot
      holders: readonly { address: string; label: string }[]
      hint?: string
    }

export interface CostLine {
  label: string
  /** µALGO */
  microalgos: bigint
}

/**
 * One action. `parse` turns the form's strings into typed data once; the cost, the intent, the
 * group and the success message all read that data, never the strings. A Manage action names its
 * section (ordered within it by `order`); no other action has one.
 */
export type ActionDefinition<Data = unknown> = ActionFields<Data> &
  (
    | { group: 'manage'; /** Its heading in the Manage menu. */ section: ManageSectionTitle }
    | { group: 'main' | 'offer'; section?: never }
  )

interface ActionFields<Data> {
  /** Its place among the profile's actions (lower first). */
  order: number
  /** The ability (abilities.ts) that must be true to offer it. */
  ability: Ability
  /**
   * Button / menu label, read when shown (in the chosen language). `inAuction`: the name is in its
   * expiry auction for this viewer (the quote says so), where renewing is taking it over.
   */
  label(situation?: { inAuction?: boolean }): string
  /**
   * Owner management actions go in the Manage menu; the others are main buttons. 'offer': opened
   * with its values from elsewhere (an offer received, a payment request), never from the profile's buttons.
   */
  group: 'main' | 'manage' | 'offer'
  title(ctx: ActionContext): string
  /** One line under the title saying what will happen. */
  summary(ctx: ActionContext): string
  /** Mint, buy and claim: the user accepts the terms of service first. */
  requiresTerms: boolean
  /** The dialog fetches getQuote(name, sender) into ctx.quote; the contract prices the action through the registry's oracle, which is read before its group. */
  needsQuote?: boolean
  /** The dialog reads the holdings of the sender or of the name's vault into ctx.holdings. */
  needsHoldings?: 'sender' | 'vault'
  fields(ctx: ActionContext): FieldSpec[]
  initialValues(ctx: ActionContext): ActionValues
  /** The typed data, or the sentence shown on review saying what is wrong. */
  parse(values: ActionValues, ctx: ActionContext): Parsed<Data>
  /** The estimate shown on review: price, carry cost, amounts sent. Fees come from the group. */
  costs(data: Data, ctx: ActionContext): CostLine[]
  /** Accounts other than `sender` that must sign the group too (an address being linked). */
  coSigners?(data: Data, ctx: ActionContext): string[]
  /** What the group may do with the account: anything else is refused before the wallet opens. */
  intent(data: Data, ctx: ActionContext): Intent
  build(data: Data, ctx: ActionContext): Promise<TxnGroupEntry[]>
  /** Queries to refresh once confirmed (prefixes). */
  invalidates(ctx: ActionContext): QueryKey[]
  /** What happened, in words: the Done step's headline (a toast when the dialog was closed before). */
  success(data: Data, ctx: ActionContext): string
  /** What a user would do next, offered on the Done step (none: just Close). */
  next?(data: Data, ctx: ActionContext): NextStep[]
  /** What will happen, in one plain sentence from the data, shown on review (when the form alone does not say it). */
  describe?(data: Data, ctx: ActionContext): string
  /** What the review double-checks before the user agrees. */
  warnings?(data: Data, ctx: ActionContext): ReviewChecks
}

/**
 * `lookalike`: a name the user is about to pay or send to, checked for names it reads like;
 * `recipient`: a .algo name and the address it resolved to, checked to be verified on it, and
 * confirmed on the chain before the group is requested (flow/confirmRecipient.ts);
 * `seller`: who a name bought is paid to, shown with the name it is known by.
 */
export interface ReviewChecks {
  lookalike?: string
  recipient?: { name: string; address: string }
  seller?: string | undefined
}

/** The sentence saying why the values cannot go, or null. */
export function problemOf<Data>(
  definition: ActionDefinition<Data>,
  values: ActionValues,
  ctx: ActionContext,
): string | null {
  const parsed = definition.parse(values, ctx)
  return parsed.ok ? null : parsed.message
}
