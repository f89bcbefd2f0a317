/**
 * The one dialog every transaction action runs in: review (values, estimate, terms) -> the
 * group checked and shown as decoded (the user confirms its total) -> sign in the wallet (with
 * Cancel) -> submitting -> confirming -> done (explorer link) | failed (reason, Try again).
 * It knows nothing about a particular action: the definition supplies fields, costs and calls.
 */
import { useEffect, useId, useRef } from 'react'
import { formatAlgoAmount } from '@/lib/money'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import type { NfdRecord } from '../../api/types'
import type { Action } from '../registry'
import type { ActionValues, CostLine } from '../types'
import { ActionFields } from './ActionFields'
import { CoSignerNotice } from './CoSignerNotice'
import { coSignersOf } from './coSigners'
import { FlowDone, FlowFailed, FlowSubmitRow } from './FlowOutcome'
import { GroupReview } from './GroupReview'
import { ReviewWarnings } from './ReviewWarnings'
import { TERMS_NOTICE, isBusy, type FlowStepName } from './machine'
import { useTransactionFlow } from './useTransactionFlow'

const STEPS: readonly { name: FlowStepName; label: string }[] = [
  { name: 'review', label: 'Review' },
  { name: 'approve', label: 'Confirm total' },
  { name: 'sign', label: 'Sign in wallet' },
  { name: 'submitting', label: 'Submitting' },
  { name: 'confirming', label: 'Confirming' },
  { name: 'done', label: 'Done' },
]

interface TransactionDialogProps {
  definition: Action
  name: string
  record: NfdRecord | null
  /** A segment's root, when the page has it. */
  root?: NfdRecord | null | undefined
  sender: string
  /** Values the form opens with (accepting an offer: its bidder and amount). */
  initialValues?: ActionValues
  onClose: () => void
}

function Steps({ current }: { current: FlowStepName }) {
  const shown = current === 'prepare' ? 'approve' : current
  const index = shown === 'failed' ? -1 : STEPS.findIndex((s) => s.name === shown)
  return (
    <ol className="mb-4 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label="Steps" data-testid="tx-steps">
      {STEPS.map((step, i) => (
        <li
          key={step.name}
          aria-current={i === index ? 'step' : undefined}
          className={i === index ? 'font-semibold text-accent' : i < index ? 'text-fg' : 'text-muted'}
        >
          {i + 1}. {step.label}
        </li>
      ))}
    </ol>
  )
}

/** The estimate before the group exists: the action's own lines; fees come with the group. */
function Estimate({ lines }: { lines: CostLine[] }) {
  if (lines.length === 0) return null
  return (
    <dl
      className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1 rounded border border-line p-3 text-sm"
      data-testid="tx-estimate"
    >
      {lines.map((line) => (
        <div key={line.label} className="contents">
          <dt>{line.label}</dt>
          <dd className="text-right tabular-nums">{formatAlgoAmount(line.microalgos)}</dd>
        </div>
      ))}
      <p className="col-span-2 text-xs text-muted">
        Plus network fees (a few thousandths of an ALGO). Next you see the exact total, decoded from the transaction
        itself, before your wallet opens.
      </p>
    </dl>
  )
}

function TransactionDialog({ definition, name, record, root, sender, initialValues, onClose }: TransactionDialogProps) {
  const { state, dispatch, ctx, parsed } = useTransactionFlow(definition, name, record, sender, {
    root,
    given: initialValues,
  })
  const estimate = parsed.ok ? definition.costs(parsed.value, ctx) : []
  // Who else signs is known from the typed values alone, even while one is still missing.
  const typed = definition.parse(state.values, ctx)
  const coSigners = typed.ok ? coSignersOf(definition, typed.value, ctx) : []
  const described = parsed.ok ? definition.describe?.(parsed.value, ctx) : undefined
  const checks = parsed.ok ? definition.warnings?.(parsed.value, ctx) : undefined
  const beforeSigning = (
    <>
      {described && (
        <p className="break-words text-sm font-medium" data-testid="tx-describe">
          {described}
        </p>
      )}
      {checks && <ReviewWarnings checks={checks} />}
    </>
  )
  const termsId = useId()
  const { step } = state
  const body = useRef<HTMLDivElement>(null)
  // The control that had focus may be gone with the step it belonged to: keep focus in the dialog.
  useEffect(() => {
    const el = body.current
    if (el && !el.contains(document.activeElement)) el.focus()
  }, [step.name])
  // Signing can be cancelled with its own button; confirming goes on in the background.
  const busy = isBusy(step) && step.name !== 'confirming'
  const close = () => {
    // Nothing may be dropped half-way: while the wallet or algod is busy the dialog stays.
    if (!busy) onClose()
  }
  const explorer = 'txId' in step && step.txId ? ctx.network.explorerTxUrl(step.txId) : null

  return (
    <Dialog
      open
      onClose={close}
      title={definition.title(ctx)}
      description={definition.summary(ctx)}
      className="max-h-[90vh] max-w-lg overflow-y-auto"
    >
      <div ref={body} tabIndex={-1} className="outline-none" data-testid="tx-dialog" data-step={step.name}>
        <Steps current={step.name} />
        {step.name === 'review' && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              dispatch({
                type: 'confirm',
                requiresTerms: definition.requiresTerms,
                problem: parsed.ok ? null : parsed.message,
              })
            }}
          >
            <ActionFields
              fields={definition.fields(ctx)}
              values={state.values}
              onChange={(values) => dispatch({ type: 'edit', values })}
            />
            {beforeSigning}
            <Estimate lines={estimate} />
            <CoSignerNotice signers={coSigners} />
            {definition.requiresTerms && (
              <label htmlFor={termsId} className="flex items-start gap-2 text-sm">
                <input
                  id={termsId}
                  type="checkbox"
                  checked={state.termsAccepted}
                  onChange={(e) => dispatch({ type: 'acceptTerms', accepted: e.target.checked })}
                  className="mt-0.5"
                />
                <span>I accept the NFD terms of service for this purchase.</span>
              </label>
            )}
            {step.notice && (
              <p
                role="alert"
                className={step.notice === TERMS_NOTICE ? 'text-sm text-danger' : 'text-sm text-warning'}
                data-testid="tx-notice"
              >
                {step.notice}
              </p>
            )}
            <FlowSubmitRow onCancel={onClose} submitTestId="tx-confirm">
              {definition.label}
            </FlowSubmitRow>
          </form>
        )}
        {step.name === 'prepare' && (
          <p className="flex items-center gap-2 text-sm" aria-live="polite" data-testid="tx-progress">
            <Spinner label="" />
            Preparing the transaction and checking it…
          </p>
        )}
        {step.name === 'approve' && (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault()
              dispatch({ type: 'approve' })
            }}
          >
            {beforeSigning}
            <GroupReview group={step.group} estimate={estimate} />
            <FlowSubmitRow onCancel={() => dispatch({ type: 'cancel' })} cancelLabel="Back" submitTestId="tx-approve">
              Sign in wallet
            </FlowSubmitRow>
          </form>
        )}
        {(step.name === 'sign' || step.name === 'submitting' || step.name === 'confirming') && (
          <div className="flex flex-col gap-3" aria-live="polite">
            {step.name === 'sign' && <GroupReview group={step.group} estimate={estimate} />}
            <p className="flex items-center gap-2 text-sm" data-testid="tx-progress">
              <Spinner label="" />
              {step.name === 'sign' && 'Confirm the transaction in your wallet…'}
              {step.name === 'submitting' && 'Sending it to the network…'}
              {step.name === 'confirming' && 'Waiting for the network to confirm it (up to 4 rounds)…'}
            </p>
            {step.name === 'sign' && (
              <div className="flex justify-end">
                <Button size="sm" onClick={() => dispatch({ type: 'cancel' })} data-testid="tx-cancel-sign">
                  Cancel
                </Button>
              </div>
            )}
            {step.name === 'confirming' && (
              <p className="text-xs text-muted">You can close this window: we will tell you how it ends.</p>
            )}
          </div>
        )}
        {step.name === 'done' && (
          <FlowDone message={`Done: confirmed in round ${step.round}.`} onClose={onClose} testId="tx-done">
            {explorer && (
              <a
                href={explorer}
                target="_blank"
                rel="noreferrer"
                className="text-sm text-accent underline"
                data-testid="tx-explorer"
              >
                View the transaction in the explorer
              </a>
            )}
          </FlowDone>
        )}
        {step.name === 'failed' && (
          <FlowFailed
            reason={step.reason}
            onClose={onClose}
            onRetry={() => dispatch({ type: 'retry' })}
            extraButtons={
              <Button size="sm" onClick={() => dispatch({ type: 'back' })}>
                Back
              </Button>
            }
            testId="tx-failed"
            reasonTestId="tx-reason"
            retryTestId="tx-retry"
          >
            {explorer && (
              <a href={explorer} target="_blank" rel="noreferrer" className="text-sm text-accent underline">
                Check the transaction in the explorer
              </a>
            )}
          </FlowFailed>
        )}
      </div>
    </Dialog>
  )
}

export default TransactionDialog
