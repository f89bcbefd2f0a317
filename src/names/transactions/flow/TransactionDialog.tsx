/**
 * The one dialog every transaction action runs in: review (values, estimate, terms) -> the
 * group checked and shown as decoded (the user confirms its total) -> sign in the wallet (with
 * Cancel) -> submitting -> confirming -> done (what happened, when, what next) | failed (reason, Try again).
 * It knows nothing about a particular action: the definition supplies fields, costs and calls.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useEffect, useId, useRef, type ReactNode } from 'react'
import { CONFIRMATION_ROUNDS, TERMS_URL } from '@/config/constants'
import { holdOpenFlow } from '@/lib/openFlows'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import type { NfdRecord } from '../../api/types'
import { needsCurrentContract } from '../abilities'
import { upgradeStepOfVersion } from '../../core/contractUpgrade'
import { useOnChainName } from '../../hooks/useOnChainName'
import type { Action } from '../registry'
import type { ActionContext, ActionValues, CostLine } from '../types'
import { ActionFields } from './ActionFields'
import { AlgoAndUsd } from './AlgoAndUsd'
import { CoSignerNotice } from './CoSignerNotice'
import { coSignersOf, type CoSigner } from './coSigners'
import { DoneStep } from './DoneStep'
import { FlowFailed, FlowForm, FlowSubmitRow } from '../../ui/FlowOutcome'
import { ChainReview } from '../simulate/ChainReview'
import { GroupReview } from './GroupReview'
import { ReviewWarnings } from './ReviewWarnings'
import { isBusy, termsNotice, type FlowStepName } from './machine'
import type { PreparedGroup } from './prepareGroup'
import { useTransactionFlow } from './useTransactionFlow'

const messages = i18n('names/transactions/flow/TransactionDialog', {
  steps: 'Steps',
  step: params('{n}. {step}'),
  review: 'Review',
  approve: 'Confirm total',
  sign: 'Sign in wallet',
  submitting: 'Submitting',
  confirming: 'Confirming',
  done: 'Done',
  plusFees:
    'Plus network fees (a few thousandths of an ALGO). Next you see the exact total, decoded from the transaction itself, before your wallet opens.',
  terms: 'I accept the NFD terms of service for this purchase.',
  readTerms: 'Read the terms (opens a new tab)',
  signing: 'Confirm the transaction in your wallet…',
  sending: 'Sending it to the network…',
  waiting: params('Waiting for the network to confirm it (up to {rounds} rounds)…'),
  cancel: 'Cancel',
  canClose: 'You can close this window: we will tell you how it ends.',
  tooOld: params(
    "{name}'s contract is version {version}, older than this change needs. Upgrade the contract first; this change can follow. Nothing was signed.",
  ),
  tooOldUnknown: params(
    "{name}'s contract is version (none), older than this change needs. Upgrade the contract first; this change can follow. Nothing was signed.",
  ),
  close: 'Close',
  upgrade: 'Upgrade contract',
  preparing: 'Preparing the transaction and checking it…',
  simulating: 'Checking with the network…',
  back: 'Back',
  doneMessage: 'Done.',
  checkExplorer: 'Check the transaction in the explorer',
  unread: 'What this needs could not be read from the network. Check your connection and try again.',
  retryRead: 'Try again',
})

const STEPS = ['review', 'approve', 'sign', 'submitting', 'confirming', 'done'] as const satisfies FlowStepName[]

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
  /** Opens the contract's upgrade instead, when the chain says the contract is too old for this. */
  onUpgrade?: (() => void) | undefined
}

function Steps({ current }: { current: FlowStepName }) {
  const t = useMessages(messages)
  const shown = current === 'prepare' ? 'approve' : current
  const index = shown === 'failed' ? -1 : STEPS.findIndex((s) => s === shown)
  return (
    <ol className="mb-4 flex flex-wrap gap-x-3 gap-y-1 text-xs" aria-label={t.steps} data-testid="tx-steps">
      {STEPS.map((step, i) => (
        <li
          key={step}
          aria-current={i === index ? 'step' : undefined}
          className={i === index ? 'font-semibold text-accent' : i < index ? 'text-fg' : 'text-muted'}
        >
          {t.step({ n: i + 1, step: t[step] })}
        </li>
      ))}
    </ol>
  )
}

/** The estimate before the group exists: the action's own lines, with dollars; fees come with the group. */
function Estimate({ lines, usdPerAlgo }: { lines: CostLine[]; usdPerAlgo: number | null | undefined }) {
  const t = useMessages(messages)
  if (lines.length === 0) return null
  return (
    // The note sits beside the list: a definition list holds only its terms and definitions.
    <div className="rounded border border-line p-3 text-sm" data-testid="tx-estimate">
      <dl className="grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
        {lines.map((line) => (
          <div key={line.label} className="contents">
            <dt>{line.label}</dt>
            <dd className="text-end tabular-nums" translate="no">
              <AlgoAndUsd microalgos={line.microalgos} usdPerAlgo={usdPerAlgo} testId="tx-estimate-amount" />
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-1 text-xs text-muted">{t.plusFees}</p>
    </div>
  )
}

type Flow = ReturnType<typeof useTransactionFlow>

interface BeforeSigningProps {
  definition: Action
  parsed: Flow['parsed']
  /** The dialog's context; before signing, the one the group was checked with (the seller as the chain has it). */
  ctx: ActionContext
}

/** What will happen in one sentence, and what the review double-checks. */
function BeforeSigning({ definition, parsed, ctx }: BeforeSigningProps) {
  const described = parsed.ok ? definition.describe?.(parsed.value, ctx) : undefined
  const checks = parsed.ok ? definition.warnings?.(parsed.value, ctx) : undefined
  return (
    <>
      {described && (
        <p className="break-words text-sm font-medium" data-testid="tx-describe">
          {described}
        </p>
      )}
      {checks && <ReviewWarnings checks={checks} />}
    </>
  )
}

interface ReviewFormProps {
  flow: Flow
  definition: Action
  estimate: CostLine[]
  coSigners: CoSigner[]
  /** What the review double-checks, shown again before signing. */
  beforeSigning: ReactNode
  onClose: () => void
}

/** The first step: the form, the estimate, who else signs, the terms. */
function ReviewForm({ flow, definition, estimate, coSigners, beforeSigning, onClose }: ReviewFormProps) {
  const { state, dispatch, ctx, parsed, reads } = flow
  const t = useMessages(messages)
  const notice = state.step.name === 'review' ? state.step.notice : undefined
  // Nothing typed is wrong yet: the form waits for a read (the price, the holdings, a recipient), saying so live.
  const waiting = !parsed.ok && parsed.waiting === true
  const termsId = useId()
  return (
    <FlowForm
      gap="gap-4"
      onSubmit={() => {
        if (waiting) return
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
      <Estimate lines={estimate} usdPerAlgo={ctx.usdPerAlgo} />
      <CoSignerNotice signers={coSigners} />
      {definition.requiresTerms && (
        // The link sits beside the label, not in it: following it never ticks the box.
        <div className="flex flex-wrap items-start gap-x-2 gap-y-1 text-sm">
          <label htmlFor={termsId} className="flex items-start gap-2">
            <input
              id={termsId}
              type="checkbox"
              checked={state.termsAccepted}
              onChange={(e) => dispatch({ type: 'acceptTerms', accepted: e.target.checked })}
              className="mt-0.5"
            />
            <span>{t.terms}</span>
          </label>
          <a
            href={TERMS_URL}
            target="_blank"
            rel="noreferrer"
            className="ms-6 text-accent underline"
            data-testid="tx-terms-link"
          >
            {t.readTerms}
          </a>
        </div>
      )}
      {notice && (
        <p
          role="alert"
          className={notice === termsNotice() ? 'text-sm text-danger' : 'text-sm text-warning'}
          data-testid="tx-notice"
        >
          {notice}
        </p>
      )}
      {waiting && (
        <div className="flex flex-wrap items-center gap-2 text-sm text-muted">
          <span role="status" data-testid="tx-reading">
            {reads.failed ? t.unread : parsed.message}
          </span>
          {reads.failed && (
            <Button size="sm" onClick={reads.retry} data-testid="tx-reread">
              {t.retryRead}
            </Button>
          )}
        </div>
      )}
      <FlowSubmitRow onCancel={onClose} submitTestId="tx-confirm" disabled={waiting}>
        {definition.label({ inAuction: ctx.quote?.inAuction })}
      </FlowSubmitRow>
    </FlowForm>
  )
}

/** The group decoded from its bytes, and what the chain says it will do. */
function GroupAndChain({ group, estimate, ctx }: { group: PreparedGroup; estimate: CostLine[]; ctx: ActionContext }) {
  return (
    <>
      <GroupReview group={group} estimate={estimate} usdPerAlgo={ctx.usdPerAlgo} />
      <ChainReview group={group} usdPerAlgo={ctx.usdPerAlgo} />
    </>
  )
}

type InFlightStep = Extract<Flow['state']['step'], { name: 'sign' | 'submitting' | 'confirming' }>

interface InFlightProps {
  step: InFlightStep
  estimate: CostLine[]
  ctx: ActionContext
  onCancel: () => void
}

/** Signing (with Cancel), sending, confirming. */
function InFlight({ step, estimate, ctx, onCancel }: InFlightProps) {
  const t = useMessages(messages)
  return (
    <div className="flex flex-col gap-3" aria-live="polite">
      {step.name === 'sign' && <GroupAndChain group={step.group} estimate={estimate} ctx={ctx} />}
      <p className="flex items-center gap-2 text-sm" data-testid="tx-progress">
        <Spinner label="" />
        {step.name === 'sign' && t.signing}
        {step.name === 'submitting' && t.sending}
        {step.name === 'confirming' && t.waiting({ rounds: CONFIRMATION_ROUNDS })}
      </p>
      {step.name === 'sign' && (
        // The row keeps the approve step's layout: Sign in wallet stays where it was, disabled, so
        // a second tap on it lands on nothing instead of on Cancel.
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={onCancel} data-testid="tx-cancel-sign">
            {t.cancel}
          </Button>
          <Button size="sm" variant="gradient" disabled aria-busy="true" data-testid="tx-signing">
            {t.sign}
          </Button>
        </div>
      )}
      {step.name === 'confirming' && <p className="text-xs text-muted">{t.canClose}</p>}
    </div>
  )
}

function ExplorerLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noreferrer" className="text-sm text-accent underline">
      {children}
    </a>
  )
}

/** In place of the form or of Try again: the chain says this contract cannot make the change. */
function ContractTooOld({
  name,
  version,
  onUpgrade,
  onClose,
}: {
  name: string
  version: string | null
  onUpgrade: (() => void) | undefined
  onClose: () => void
}) {
  const t = useMessages(messages)
  return (
    <div className="flex flex-col gap-3" data-testid="tx-upgrade-needed">
      <p role="alert" className="text-sm">
        {version === null ? t.tooOldUnknown({ name }) : t.tooOld({ name, version })}
      </p>
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onClose}>
          {t.close}
        </Button>
        {onUpgrade && (
          <Button size="sm" variant="primary" onClick={onUpgrade} data-testid="tx-upgrade">
            {t.upgrade}
          </Button>
        )}
      </div>
    </div>
  )
}

/**
 * The chain's contract version when it is too old for this action (null otherwise), read again
 * after a failure: a refusal may be the first sign of an old contract.
 */
function useOldContract(definition: Action, name: string, record: NfdRecord | null, failed: boolean): string | null {
  const current = record !== null && needsCurrentContract(definition.ability)
  const chain = useOnChainName(name, { enabled: current })
  const { refetch } = chain
  useEffect(() => {
    if (failed && current) void refetch()
  }, [failed, current, refetch])
  const version = chain.data?.version ?? null
  return current && chain.data && upgradeStepOfVersion(version) ? version : null
}

function TransactionDialog(props: TransactionDialogProps) {
  const { definition, name, record, root, sender, initialValues, onClose, onUpgrade } = props
  const flow = useTransactionFlow(definition, name, record, sender, { root, given: initialValues })
  // No new version reloads the app under this dialog.
  useEffect(() => holdOpenFlow(), [])
  const { state, dispatch, ctx, parsed } = flow
  const t = useMessages(messages)
  const estimate = parsed.ok ? definition.costs(parsed.value, ctx) : []
  // Who else signs is known from the typed values alone, even while one is still missing.
  const typed = definition.parse(state.values, ctx)
  const coSigners = typed.ok ? coSignersOf(definition, typed.value, ctx) : []
  const beforeSigning = <BeforeSigning definition={definition} parsed={parsed} ctx={ctx} />
  const { step } = state
  const oldContract = useOldContract(definition, name, record, step.name === 'failed')
  const tooOld = oldContract !== null && (step.name === 'review' || step.name === 'failed')
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
        {tooOld && <ContractTooOld name={name} version={oldContract} onUpgrade={onUpgrade} onClose={onClose} />}
        {step.name === 'review' && !tooOld && (
          <ReviewForm
            flow={flow}
            definition={definition}
            estimate={estimate}
            coSigners={coSigners}
            beforeSigning={beforeSigning}
            onClose={onClose}
          />
        )}
        {step.name === 'prepare' && (
          <p className="flex items-center gap-2 text-sm" aria-live="polite" data-testid="tx-progress">
            <Spinner label="" />
            {step.network ? t.simulating : t.preparing}
          </p>
        )}
        {step.name === 'approve' && (
          <FlowForm gap="gap-4" onSubmit={() => dispatch({ type: 'approve' })}>
            <BeforeSigning definition={definition} parsed={parsed} ctx={step.group.confirmed ?? ctx} />
            <GroupAndChain group={step.group} estimate={estimate} ctx={ctx} />
            <FlowSubmitRow onCancel={() => dispatch({ type: 'cancel' })} cancelLabel={t.back} submitTestId="tx-approve">
              {t.sign}
            </FlowSubmitRow>
          </FlowForm>
        )}
        {(step.name === 'sign' || step.name === 'submitting' || step.name === 'confirming') && (
          <InFlight step={step} estimate={estimate} ctx={ctx} onCancel={() => dispatch({ type: 'cancel' })} />
        )}
        {step.name === 'done' && (
          <DoneStep
            message={flow.outcome?.message ?? t.doneMessage}
            steps={flow.outcome?.steps ?? []}
            round={step.round}
            explorer={explorer}
            name={name}
            record={record}
            root={root}
            onClose={onClose}
          />
        )}
        {step.name === 'failed' && !tooOld && (
          <FlowFailed
            reason={step.reason}
            onClose={onClose}
            onRetry={() => dispatch({ type: 'retry' })}
            extraButtons={
              <Button size="sm" onClick={() => dispatch({ type: 'back' })}>
                {t.back}
              </Button>
            }
            testId="tx-failed"
            reasonTestId="tx-reason"
            retryTestId="tx-retry"
          >
            {explorer && <ExplorerLink href={explorer}>{t.checkExplorer}</ExplorerLink>}
          </FlowFailed>
        )}
      </div>
    </Dialog>
  )
}

export default TransactionDialog
