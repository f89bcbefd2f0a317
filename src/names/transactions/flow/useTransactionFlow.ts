/**
 * Wires one action definition to the state machine and the real effects: the API (through the
 * definition), the group checks, the connected wallet, algod, the query cache and toasts. The
 * dialog renders what this returns; the order of the steps lives in runPipeline.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { loadAlgosdk } from '@/algod/sdk'
import { failedReads, type FailedReads } from '@/lib/failedReads'
import { useWallet } from '@/wallet/react'
import type { NfdRecord } from '../../api/types'
import { useHoldings } from '../../hooks/useHoldings'
import { useQuote } from '../../hooks/useQuote'
import { useUsdPerAlgo } from '../../hooks/useUsdPerAlgo'
import type { NextStep } from '../nextSteps'
import { holdingsAddressOf } from '../holdingsAddressOf'
import type { Parsed } from '../parseInput'
import type { Action } from '../registry'
import type { ActionContext, ActionValues } from '../types'
import { parseForFlow } from './coSigners'
import { flowReducer, initialFlowState, type FlowEvent, type FlowState } from './machine'
import { prepareDepsOf, submitDepsOf } from './actionRun'
import type { PreparedGroup } from './prepareGroup'
import { prepare, signAndSubmit } from './runPipeline'

type FlowEventOf = FlowEvent<ActionValues, PreparedGroup>

export interface TransactionFlow {
  state: FlowState<ActionValues, PreparedGroup>
  dispatch: (event: FlowEventOf) => void
  ctx: ActionContext
  /** The current values, parsed: the typed data, or the problem shown on review. */
  parsed: Parsed<unknown>
  /** Once confirmed: what happened and what next, from the data the group was built from. */
  outcome: FlowOutcome | null
  /** The reads the form waits for (the price, the holdings): whether one failed, and asking again. */
  reads: FailedReads
}

interface FlowOutcome {
  message: string
  steps: NextStep[]
}

export function useTransactionFlow(
  definition: Action,
  name: string,
  record: NfdRecord | null,
  sender: string,
  {
    root,
    given,
  }: {
    /** A segment's root, when the page has it. */
    root?: NfdRecord | null | undefined
    /** Values the dialog opens with (an offer's bidder and amount), over the definition's own. */
    given?: ActionValues | undefined
  } = {},
): TransactionFlow {
  const { signTransactions } = useWallet()
  const queryClient = useQueryClient()
  const { ctx, reads } = useActionContext(definition, name, record, sender, root)
  const [state, dispatch] = useReducer(flowReducer<ActionValues, PreparedGroup>, undefined, () =>
    initialFlowState<ActionValues, PreparedGroup>({ ...definition.initialValues(ctx), ...given }),
  )
  // The attempt whose news the dialog still wants: a cancelled, retried or closed run is ignored.
  const live = useRef(0)
  const latest = useRef({ ctx, state, signTransactions })
  useEffect(() => {
    latest.current = { ctx, state, signTransactions }
    live.current = state.attempt
  })
  useEffect(
    () => () => {
      live.current = -1
    },
    [],
  )
  // What the group being signed was built from: the Done step describes that, not a re-parse.
  const built = useRef<{ data: unknown; ctx: ActionContext } | null>(null)
  const [outcome, setOutcome] = useState<FlowOutcome | null>(null)
  const { name: stepName } = state.step
  const { attempt } = state

  useEffect(() => {
    if (stepName !== 'prepare') return
    const { ctx: runCtx, state: runState } = latest.current
    const ours = (event: FlowEventOf) => {
      if (live.current === attempt) dispatch(event)
    }
    const parsed = parseForFlow(definition, runState.values, runCtx)
    if (!parsed.ok) return ours({ type: 'fail', reason: parsed.message })
    built.current = { data: parsed.value, ctx: runCtx }
    void prepare<PreparedGroup>({ ...prepareDepsOf(definition, parsed.value, runCtx), dispatch: ours })
  }, [stepName, attempt, definition])

  useEffect(() => {
    const { state: runState, signTransactions: sign } = latest.current
    if (runState.step.name !== 'sign' || stepName !== 'sign' || !built.current) return
    const group = runState.step.group
    const { data, ctx: runCtx } = built.current
    const controller = new AbortController()
    const shown = () => live.current === attempt
    const ours = (event: FlowEventOf) => {
      if (!shown()) return
      if (event.type === 'confirmed')
        setOutcome({ message: definition.success(data, runCtx), steps: definition.next?.(data, runCtx) ?? [] })
      dispatch(event)
    }
    void loadAlgosdk().then((sdk) =>
      signAndSubmit({
        ...submitDepsOf({
          sdk,
          definition,
          data,
          ctx: runCtx,
          group,
          sign,
          signal: controller.signal,
          queryClient,
          shown,
        }),
        dispatch: ours,
      }),
    )
    // Leaving the step (Cancel, or the dialog closing) stops waiting for the wallet.
    return () => controller.abort()
  }, [stepName, attempt, definition, queryClient])

  return {
    state,
    dispatch,
    ctx,
    parsed: parseForFlow(definition, state.values, ctx),
    outcome,
    reads,
  }
}

/** What the values are checked against (the price, the holdings, the wallet's accounts), and how its reads went. */
function useActionContext(
  definition: Action,
  name: string,
  record: NfdRecord | null,
  sender: string,
  root: NfdRecord | null | undefined,
): { ctx: ActionContext; reads: FailedReads } {
  const { activeNetwork: network, activeWallet } = useWallet()
  const quote = useQuote(definition.needsQuote ? name : '', sender)
  // Joined so that a new array with the same accounts keeps the context.
  const held = (activeWallet?.accounts ?? []).map((a) => a.address).join(',')
  const holdings = useHoldings(holdingsAddressOf(definition, record, sender))
  const usdPerAlgo = useUsdPerAlgo()
  const ctx = useMemo<ActionContext>(
    () => ({
      name,
      record,
      root,
      sender,
      network,
      quote: quote.data,
      heldAccounts: held ? held.split(',') : [],
      holdings: holdings.data,
      usdPerAlgo,
    }),
    [name, record, root, sender, network, quote.data, held, holdings.data, usdPerAlgo],
  )
  // The quote's query is off when the action needs no price: it never fails.
  return { ctx, reads: failedReads([quote, holdings]) }
}
