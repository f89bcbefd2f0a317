/**
 * Wires one action definition to the state machine and the real effects: the API (through the
 * definition), the group checks, the connected wallet, algod, the query cache and toasts. The
 * dialog renders what this returns; the order of the steps lives in runPipeline.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useReducer, useRef } from 'react'
import { loadAlgosdk } from '@/algod/sdk'
import { isRefusedByNode, submitGroup, waitForConfirmation } from '@/algod/submit'
import { CONFIRMATION_ROUNDS } from '@/config/constants'
import { report } from '@/lib/errorReporter'
import { notify } from '@/ui/notify'
import { useWallet } from '@/wallet/react'
import { isUserCancellation } from '@/wallet/isUserCancellation'
import type { NfdRecord } from '../../api/types'
import { refreshAfterWrite } from '../../hooks/refreshAfterWrite'
import { useQuote } from '../../hooks/useQuote'
import { checkSigned } from '../check/checkSigned'
import { GroupRefusedError } from '../check/GroupRefusedError'
import type { Parsed } from '../parseInput'
import { clearPendingTx, savePendingTx } from '../pending/pendingTx'
import type { ActionContext, ActionDefinition, ActionValues } from '../types'
import { flowErrorMessage } from './flowErrorMessage'
import { flowReducer, initialFlowState, type FlowEvent, type FlowState } from './machine'
import { prepareGroup, type PreparedGroup } from './prepareGroup'
import { prepare, signAndSubmit } from './runPipeline'

type FlowEventOf = FlowEvent<ActionValues, PreparedGroup>

export interface TransactionFlow {
  state: FlowState<ActionValues, PreparedGroup>
  dispatch: (event: FlowEventOf) => void
  ctx: ActionContext
  /** The current values, parsed: the typed data, or the problem shown on review. */
  parsed: Parsed<unknown>
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
  const [state, dispatch] = useReducer(flowReducer<ActionValues, PreparedGroup>, undefined, () =>
    initialFlowState<ActionValues, PreparedGroup>(definition.initialValues(ctx)),
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
  const { name: stepName } = state.step
  const { attempt } = state

  useEffect(() => {
    if (stepName !== 'prepare') return
    const { ctx: runCtx, state: runState } = latest.current
    const ours = (event: FlowEventOf) => {
      if (live.current === attempt) dispatch(event)
    }
    const parsed = definition.parse(runState.values, runCtx)
    if (!parsed.ok) return ours({ type: 'fail', reason: parsed.message })
    void prepare<PreparedGroup>({
      build: () => definition.build(parsed.value, runCtx),
      check: (entries) => prepareGroup(runCtx.network, runCtx.sender, definition.intent(parsed.value, runCtx), entries),
      onRefused(error) {
        if (error instanceof GroupRefusedError)
          report(error, { action: definition.id, name: runCtx.name, code: error.code })
      },
      describe: flowErrorMessage,
      dispatch: ours,
    })
  }, [stepName, attempt, definition])

  useEffect(() => {
    const { ctx: runCtx, state: runState, signTransactions: sign } = latest.current
    if (runState.step.name !== 'sign' || stepName !== 'sign') return
    const group = runState.step.group
    const parsed = definition.parse(runState.values, runCtx)
    const net = runCtx.network
    const controller = new AbortController()
    const ours = (event: FlowEventOf) => {
      if (live.current === attempt) dispatch(event)
    }
    const indexes = group.signers.flatMap((signer, i) => (signer ? [i] : []))
    void loadAlgosdk().then((sdk) =>
      signAndSubmit({
        sign: () =>
          sign(
            group.entries.map((e) => e.bytes),
            indexes,
            { alsoSign: group.alsoSign, signal: controller.signal },
          ),
        verifySigned: (answers) =>
          checkSigned(sdk, {
            entries: group.entries,
            answers,
            authAddresses: group.authAddr ? { [runCtx.sender]: group.authAddr } : {},
          }),
        savePending: () =>
          savePendingTx({
            txId: group.txId,
            network: net.id,
            name: runCtx.name,
            label: definition.title(runCtx),
            lastValid: group.lastValid.toString(),
            submittedAt: Date.now(),
          }),
        onSubmitRefused(error) {
          if (isRefusedByNode(error)) clearPendingTx(group.txId)
        },
        submit: (signed) => submitGroup(net, signed),
        confirm: (txId) => waitForConfirmation(net, txId, CONFIRMATION_ROUNDS),
        // Runs even if the dialog was closed meanwhile: the page refreshes and the toast shows.
        async onConfirmed(txId) {
          clearPendingTx(txId)
          if (parsed.ok) notify.success(definition.success(parsed.value, runCtx))
          // Past the API's cache, and while a fresh mint settles: the page shows the new state at once.
          await refreshAfterWrite(queryClient, net, runCtx.name, definition.invalidates(runCtx), {
            minted: definition.id === 'mint',
          })
        },
        isRejection: isUserCancellation,
        describe: flowErrorMessage,
        dispatch: ours,
      }),
    )
    // Leaving the step (Cancel, or the dialog closing) stops waiting for the wallet.
    return () => controller.abort()
  }, [stepName, attempt, definition, queryClient])

  return { state, dispatch, ctx, parsed: definition.parse(state.values, ctx) }
}
