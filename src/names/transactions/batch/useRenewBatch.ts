/**
 * Runs a batch of renewals (renewBatch.ts) with the dialog's own effects: each name is quoted,
 * built and checked as the renew action (one at a time, to spare the API); once the user agrees
 * to the total, the wallet is asked for one group after another. The connected account pays.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useReducer, useRef } from 'react'
import { loadAlgosdk } from '@/algod/sdk'
import { useWallet } from '@/wallet/react'
import type { NfdRecord } from '../../api/types'
import { quoteQueryOptions } from '../../hooks/useQuote'
import { actionById } from '../registry'
import { prepareDepsOf, submitDepsOf } from '../flow/actionRun'
import { flowErrorMessage } from '../flow/flowErrorMessage'
import type { FlowEvent } from '../flow/machine'
import type { PreparedGroup } from '../flow/prepareGroup'
import { prepare, signAndSubmit } from '../flow/runPipeline'
import type { ActionContext } from '../types'
import { nextToSign, renewBatchReducer, startRenewBatch } from './renewBatch'

const renew = actionById('renew')

type Run = { ctx: ActionContext; data: { years: number; price: bigint } }

export function useRenewBatch(records: readonly NfdRecord[], years: number) {
  const { activeNetwork: network, activeAddress, signTransactions } = useWallet()
  const queryClient = useQueryClient()
  const [batch, dispatch] = useReducer(renewBatchReducer<PreparedGroup>, undefined, () =>
    startRenewBatch<PreparedGroup>(
      records.map((r) => r.name),
      years,
    ),
  )
  const runs = useRef(new Map<string, Run>())
  const latest = useRef({ records, network, sender: activeAddress ?? '', signTransactions })
  useEffect(() => {
    latest.current = { records, network, sender: activeAddress ?? '', signTransactions }
  })
  // Closing stops waiting for the wallet; a group already sent still confirms in the background.
  const controller = useRef(new AbortController())
  useEffect(() => {
    const current = (controller.current = new AbortController())
    return () => current.abort()
  }, [])

  const preparing = batch.names.find((name) => batch.steps[name]?.name === 'preparing') ?? null
  useEffect(() => {
    if (!preparing) return
    let stale = false
    const report = (event: FlowEvent<never, PreparedGroup>) => {
      if (!stale) dispatch({ type: 'item', name: preparing, event })
    }
    const { records: all, network: net, sender } = latest.current
    const record = all.find((r) => r.name === preparing) ?? null
    void (async () => {
      try {
        const quote = await queryClient.fetchQuery(quoteQueryOptions(net, preparing, sender))
        const ctx: ActionContext = { name: preparing, record, sender, network: net, quote }
        const parsed = renew.parse({ years: String(years) }, ctx)
        if (!parsed.ok) return report({ type: 'fail', reason: parsed.message })
        runs.current.set(preparing, { ctx, data: parsed.value })
        await prepare<PreparedGroup>({ ...prepareDepsOf(renew, parsed.value, ctx), dispatch: report })
      } catch (error) {
        report({ type: 'fail', reason: flowErrorMessage(error) })
      }
    })()
    return () => {
      stale = true
    }
  }, [preparing, years, queryClient])

  const next = nextToSign(batch)
  useEffect(() => {
    const run = next ? runs.current.get(next) : undefined
    const step = next ? batch.steps[next] : undefined
    if (!next || !run || step?.name !== 'queued') return
    dispatch({ type: 'sign', name: next })
    const report = (event: FlowEvent<never, never>) => dispatch({ type: 'item', name: next, event })
    void loadAlgosdk().then((sdk) =>
      signAndSubmit({
        ...submitDepsOf({
          sdk,
          definition: renew,
          data: run.data,
          ctx: run.ctx,
          group: step.group,
          sign: latest.current.signTransactions,
          signal: controller.current.signal,
          queryClient,
        }),
        dispatch: report,
      }),
    )
    // Only a new name to sign starts a run: the steps it reports must not start it again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [next, queryClient])

  return { batch, dispatch }
}
