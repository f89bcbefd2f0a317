/**
 * Wires one action definition to the state machine and the real effects: the API (through the
 * definition), the connected wallet, algod, the query cache and toasts. The dialog renders
 * what this returns; the order of the steps lives in runPipeline.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useReducer, useRef, useState } from 'react'
import { getAccountInfo } from '@/algod/account'
import { loadAlgosdk } from '@/algod/sdk'
import { submitGroup, waitForConfirmation } from '@/algod/submit'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import { notify } from '@/ui/notify'
import { useWallet } from '@/wallet/react'
import { isUserCancellation } from '@/wallet/ui/walletErrorMessage'
import type { NfdRecord } from '../../api/types'
import { refreshAfterWrite } from '../../hooks/refreshAfterWrite'
import { useQuote } from '../../hooks/useQuote'
import type { ActionContext, ActionDefinition } from '../types'
import { flowErrorMessage } from './flowErrorMessage'
import { InsufficientFundsError, checkFunds, groupCost, type GroupCost } from '../check/groupCost'
import { flowReducer, initialFlowState, type FlowEvent, type FlowState } from './machine'
import { clearPendingTx, savePendingTx } from '../pending/pendingTx'
import { runPipeline } from './runPipeline'
import { summarizeGroup } from '../check/summarizeGroup'

export interface TransactionFlow {
  state: FlowState<Record<string, string>>
  dispatch: (event: FlowEvent<Record<string, string>>) => void
  ctx: ActionContext
  /** The problem with the current values (null when they can go). */
  problem: string | null
  /** What the built group takes from the account, once known (from the sign step on). */
  groupCost: GroupCost | null
}

export function useTransactionFlow(
  definition: ActionDefinition,
  name: string,
  record: NfdRecord | null,
  sender: string,
): TransactionFlow {
  const { activeNetwork: network, signTransactions } = useWallet()
  const queryClient = useQueryClient()
  const quote = useQuote(definition.needsQuote ? name : '', sender)
  const ctx = useMemo<ActionContext>(
    () => ({ name, record, sender, network, quote: quote.data }),
    [name, record, sender, network, quote.data],
  )
  const [state, dispatch] = useReducer(flowReducer<Record<string, string>>, undefined, () =>
    initialFlowState(definition.initialValues(ctx)),
  )
  const [cost, setCost] = useState<GroupCost | null>(null)
  const live = useRef(0)
  // The values and context of the attempt being run (read once when it starts).
  const latest = useRef({ ctx, values: state.values, signTransactions })
  useEffect(() => {
    latest.current = { ctx, values: state.values, signTransactions }
  })

  useEffect(() => {
    if (state.step.name !== 'sign') return
    const attempt = state.attempt
    live.current = attempt
    const { ctx: runCtx, values, signTransactions: sign } = latest.current
    const net = runCtx.network
    const label = definition.title(runCtx)
    setCost(null)
    void runPipeline({
      build: () => definition.build(values, runCtx),
      async inspect(entries) {
        const sdk = await loadAlgosdk()
        const summary = summarizeGroup(sdk, entries)
        const spend = groupCost(runCtx.sender, summary.txns)
        if (live.current === attempt) setCost(spend)
        const account = await getAccountInfo(net, runCtx.sender, { exclude: 'all' })
        const problem = checkFunds(account, spend)
        if (problem) throw new InsufficientFundsError(problem, spend)
        return { lastValid: summary.lastValid }
      },
      sign,
      submit: (signed) => submitGroup(net, signed),
      confirm: (txId) => waitForConfirmation(net, txId, CONFIRMATION_ROUNDS),
      onSubmitted: (txId, lastValid) =>
        savePendingTx({
          txId,
          network: net.id,
          name: runCtx.name,
          label,
          lastValid: lastValid.toString(),
          submittedAt: Date.now(),
        }),
      // Runs even if the dialog was closed meanwhile: the page refreshes and the toast shows.
      async onConfirmed(txId) {
        clearPendingTx(txId)
        notify.success(definition.success(values, runCtx))
        const minted = definition.id === 'mint'
        await refreshAfterWrite(queryClient, net, runCtx.name, definition.invalidates(runCtx), { minted })
      },
      isRejection: isUserCancellation,
      describe: flowErrorMessage,
      // A closed dialog or a newer attempt ignores this run's news.
      dispatch: (event) => {
        if (live.current === attempt) dispatch(event)
      },
    })
  }, [state.step.name, state.attempt, definition, queryClient])

  useEffect(
    () => () => {
      live.current = -1
    },
    [],
  )

  return { state, dispatch, ctx, problem: definition.problem(state.values, ctx), groupCost: cost }
}
