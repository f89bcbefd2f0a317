/**
 * Verify a social account or domain: request a challenge, show where to put it, confirm. A
 * challenge left open ("Later") is kept (pendingVerifications) and shown again on return.
 */
import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import { useNetwork } from '@/wallet/react'
import { useVerifyCalls } from './useVerifyCalls'
import type { NfdRecord, VerifiableField } from '../api/types'
import { formatDateTime } from '@/lib/formatDate'
import { readPendingVerification, readPendingVerifications, type PendingVerification } from './pendingVerifications'
import { failureMessage } from '../core/failureMessage'
import { FlowDone, FlowFailed, FlowForm, FlowSubmitRow } from '../ui/FlowOutcome'
import { useActionHost } from '../hooks/actionHost'
import { Button } from '@/ui/Button'
import {
  VERIFY_SPECS,
  defaultField,
  optionLabel,
  statusSentence,
  verifySpec,
  verifyStatus,
  type VerifySpec,
} from './verifyFields'
import {
  VERIFICATION_FAILED,
  WAITING_ELSEWHERE,
  initialVerifyState,
  type Challenge,
  verifyReducer,
  type VerifyEvent,
  type VerifyState,
} from './verifyMachine'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/socials/VerifyDialog', {
  missing: params('Set your {field} on the profile first (Edit profile), then verify it.'),
  whatToVerify: 'What to verify',
  cancel: 'Cancel',
  editProfile: 'Edit profile',
  verifyAgain: 'Verify again',
  getChallenge: 'Get the challenge',
  pendingCode: params(
    'Pending: the name service sent a code to {value}. {value} is verified once you type that code here.',
  ),
  pendingPost: params('Pending: {value} is verified once the name service finds the text below where it asks.'),
  codeLabel: 'Code from the e-mail',
  later: 'Later',
  confirmCode: 'Confirm the code',
  posted: 'I have posted it: check',
  codeMismatch: 'Failed: that code did not match. Check the e-mail from the name service and type the code again.',
  failed: params('Failed: {reason}'),
  title: params('Verify for {name}'),
  description: 'A verified field carries a check mark on the profile.',
  asking: 'Asking for a challenge…',
  checking: 'Checking…',
  done: params('Verified: {value} on {name}. Its check mark shows on the profile.'),
  waiting: params('A challenge for {value} is waiting, asked for on {time}. Continue where you left off.'),
  continue: 'Continue',
  otherField: 'Verify something else',
  lapsed: 'The earlier challenge had lapsed, so the name service gave a new one: use this one instead.',
  elsewhere: params(
    'A challenge for {field} is already waiting, but this browser does not have it (it was asked for in another browser, or this one forgot it). Finish it there, or wait for it to lapse, then get a new one here.',
  ),
})

interface VerifyDialogProps {
  name: string
  record: NfdRecord | null
  sender: string
  /** The field to open on; else one with a challenge waiting, else the default. */
  field?: VerifiableField | undefined
  onClose: () => void
}

type Send = (event: VerifyEvent) => void

interface ChooseFormProps {
  record: NfdRecord | null
  field: VerifiableField
  notice: string | null
  /** The challenge waiting for this field, if any. */
  pending: PendingVerification | null
  send: Send
  onResume: (pending: PendingVerification) => void
  onClose: () => void
}

/** The first step: which field to verify, where it stands, and the way on (a field must be on the profile first). */
function ChooseForm({ record, field, notice, pending, send, onResume, onClose }: ChooseFormProps) {
  const t = useMessages(messages)
  const fieldId = useId()
  const host = useActionHost()
  const spec = verifySpec(field)
  const status = verifyStatus(record, field)
  const missing = t.missing({ field: spec.label })
  return (
    <FlowForm
      onSubmit={() =>
        pending ? onResume(pending) : send({ type: 'request', problem: status.kind === 'notSet' ? missing : null })
      }
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        {t.whatToVerify}
      </label>
      <select
        id={fieldId}
        value={field}
        onChange={(e) => send({ type: 'choose', field: e.target.value as VerifiableField })}
        className="rounded border border-line bg-surface px-2 py-1.5 text-sm"
      >
        {VERIFY_SPECS.map((s) => (
          <option key={s.field} value={s.field}>
            {optionLabel(s, verifyStatus(record, s.field))}
          </option>
        ))}
      </select>
      {pending ? (
        <p className="text-sm" data-testid="verify-status" data-status="waiting">
          {t.waiting({ value: pending.value, time: formatDateTime(pending.requestedAt) })}
        </p>
      ) : (
        <p className="text-sm" data-testid="verify-status" data-status={status.kind}>
          {statusSentence(spec, status)}
        </p>
      )}
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      {status.kind === 'notSet' && !pending && host ? (
        <div className="flex justify-end gap-2">
          <Button size="sm" onClick={onClose}>
            {t.cancel}
          </Button>
          <Button
            size="sm"
            variant="gradient"
            onClick={() => {
              onClose()
              host.open('editProfile')
            }}
          >
            {t.editProfile}
          </Button>
        </div>
      ) : (
        <FlowSubmitRow onCancel={onClose} submitTestId="verify-request">
          {pending ? t.continue : status.kind === 'verified' ? t.verifyAgain : t.getChallenge}
        </FlowSubmitRow>
      )}
    </FlowForm>
  )
}

interface ChallengeFormProps {
  spec: VerifySpec
  value: string
  state: VerifyState
  challenge: string
  notice: string | undefined
  send: Send
  onClose: () => void
}

/** Pending: where to put the challenge (or where to type the code that was sent), then check. */
function ChallengeForm({ spec, value, state, challenge, notice, send, onClose }: ChallengeFormProps) {
  const t = useMessages(messages)
  const codeId = useId()
  return (
    <FlowForm onSubmit={() => send({ type: 'confirm' })}>
      {notice && (
        <p role="status" className="text-sm font-medium" data-testid="verify-notice">
          {notice}
        </p>
      )}
      <p className="text-sm" data-testid="verify-status" data-status="pending">
        {(spec.codeFromUser ? t.pendingCode : t.pendingPost)({ value })}
      </p>
      <p className="text-sm">{spec.instructions(value, challenge)}</p>
      {spec.codeFromUser ? (
        <>
          <label htmlFor={codeId} className="text-sm font-medium">
            {t.codeLabel}
          </label>
          <input
            id={codeId}
            value={state.code}
            onChange={(e) => send({ type: 'setCode', code: e.target.value })}
            autoComplete="one-time-code"
            className="rounded border border-line bg-surface px-2 py-1.5 text-sm"
          />
        </>
      ) : (
        <output
          className="rounded bg-surface-2 p-2 font-mono text-sm break-all select-all"
          data-testid="verify-challenge"
        >
          {challenge}
        </output>
      )}
      <FlowSubmitRow onCancel={onClose} cancelLabel={t.later} submitTestId="verify-confirm">
        {spec.codeFromUser ? t.confirmCode : t.posted}
      </FlowSubmitRow>
      <Button size="sm" className="self-start" onClick={() => send({ type: 'back' })}>
        {t.otherField}
      </Button>
    </FlowForm>
  )
}

/** Failed, in words for the field: a code that did not match is not a post that was not found. */
function failedSentence(spec: VerifySpec, reason: string): string {
  const t = messages.get()
  if (reason === VERIFICATION_FAILED && spec.codeFromUser) return t.codeMismatch
  if (reason === WAITING_ELSEWHERE) return t.elsewhere({ field: spec.label })
  return t.failed({ reason: failureMessage(reason) })
}

const challengeOf = ({ id, challenge }: PendingVerification): Challenge => ({ id, challenge })

function VerifyDialog({ name, record, sender, field: openOn, onClose }: VerifyDialogProps) {
  const t = useMessages(messages)
  const { network } = useNetwork()
  /** The challenge this account left waiting for `f`, or null. */
  const pendingFor = (f: VerifiableField) => {
    const entry = readPendingVerification({ network: network.id, name, field: f })
    return entry?.sender === sender ? entry : null
  }
  // Opens on the field asked for, else one with a challenge waiting (shown at once), else the default.
  const [opening] = useState(() => {
    const waiting = readPendingVerifications(network.id, name).find((entry) => entry.sender === sender)
    const field = openOn ?? waiting?.field ?? defaultField(record)
    return { field, pending: pendingFor(field) }
  })
  const [state, dispatch] = useReducer(verifyReducer, opening, ({ field, pending }) =>
    initialVerifyState(field, pending && challengeOf(pending)),
  )
  const { step, field } = state
  const spec = verifySpec(field)
  // The value being verified, kept from the moment it was asked for: the record refreshes under the dialog.
  const [asked, setAsked] = useState(opening.pending?.value ?? '')
  const mounted = useRef(true)
  useEffect(
    () => () => {
      mounted.current = false
    },
    [],
  )
  const send = (event: Parameters<typeof dispatch>[0]) => {
    if (mounted.current) dispatch(event)
  }
  const resume = (pending: PendingVerification) => {
    setAsked(pending.value)
    send({ type: 'resume', request: challengeOf(pending) })
  }
  useVerifyCalls({ state, send, network, name, record, sender, onAsked: setAsked })

  const busy = step.name === 'requesting' || step.name === 'confirming'
  return (
    <Dialog open onClose={() => !busy && onClose()} title={t.title({ name })} description={t.description}>
      <div data-testid="verify-dialog" data-step={step.name} className="flex flex-col gap-4">
        {step.name === 'choose' && (
          <ChooseForm
            record={record}
            field={field}
            notice={step.notice}
            pending={pendingFor(field)}
            send={send}
            onResume={resume}
            onClose={onClose}
          />
        )}
        {busy && (
          <p className="flex items-center gap-2 text-sm" aria-live="polite">
            <Spinner label="" />
            {step.name === 'requesting' ? t.asking : t.checking}
          </p>
        )}
        {step.name === 'challenge' && (
          <ChallengeForm
            spec={spec}
            value={asked}
            state={state}
            challenge={step.request.challenge}
            notice={step.renewed ? t.lapsed : undefined}
            send={send}
            onClose={onClose}
          />
        )}
        {step.name === 'done' && (
          <FlowDone
            message={t.done({ value: asked || spec.label, name })}
            onClose={onClose}
            messageTestId="verify-done"
          />
        )}
        {step.name === 'failed' && (
          <FlowFailed
            reason={failedSentence(spec, step.reason)}
            onClose={onClose}
            onRetry={() => send({ type: 'retry' })}
            reasonTestId="verify-reason"
          />
        )}
      </div>
    </Dialog>
  )
}

export default VerifyDialog
