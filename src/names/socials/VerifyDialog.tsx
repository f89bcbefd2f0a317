/** Verify a social account or domain: request a challenge, show where to put it, confirm. */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useReducer, useRef, useState } from 'react'
import { Dialog } from '@/ui/Dialog'
import { Spinner } from '@/ui/Spinner'
import { useNetwork } from '@/wallet/react'
import { confirmVerification, requestVerification } from './verify'
import type { NfdRecord, VerifiableField } from '../api/types'
import { flowErrorMessage } from '../transactions/flow/flowErrorMessage'
import { FlowDone, FlowFailed, FlowForm, FlowSubmitRow } from '../transactions/flow/FlowOutcome'
import { useActionHost } from '../transactions/flow/actionHost'
import { nameQueries } from '../transactions/touchedQueries'
import { Button } from '@/ui/Button'
import {
  VERIFY_SPECS,
  defaultField,
  optionLabel,
  statusSentence,
  verifySpec,
  verifyStatus,
  type VerifySpec,
  type VerifyStatus,
} from './verifyFields'
import {
  VERIFICATION_FAILED,
  initialVerifyState,
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
})

interface VerifyDialogProps {
  name: string
  record: NfdRecord | null
  sender: string
  onClose: () => void
}

type Send = (event: VerifyEvent) => void

interface ChooseFormProps {
  record: NfdRecord | null
  field: VerifiableField
  notice: string | null
  send: Send
  onClose: () => void
}

/** The value being verified, as the status has it ('' when the profile has none). */
const valueOf = (status: VerifyStatus) => (status.kind === 'notSet' ? '' : status.value)

/** The first step: which field to verify, where it stands, and the way on (a field must be on the profile first). */
function ChooseForm({ record, field, notice, send, onClose }: ChooseFormProps) {
  const t = useMessages(messages)
  const fieldId = useId()
  const host = useActionHost()
  const spec = verifySpec(field)
  const status = verifyStatus(record, field)
  const missing = t.missing({ field: spec.label })
  return (
    <FlowForm onSubmit={() => send({ type: 'request', problem: status.kind === 'notSet' ? missing : null })}>
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
      <p className="text-sm" data-testid="verify-status" data-status={status.kind}>
        {statusSentence(spec, status)}
      </p>
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      {status.kind === 'notSet' && host ? (
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
          {status.kind === 'verified' ? t.verifyAgain : t.getChallenge}
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
  send: Send
  onClose: () => void
}

/** Pending: where to put the challenge (or where to type the code that was sent), then check. */
function ChallengeForm({ spec, value, state, challenge, send, onClose }: ChallengeFormProps) {
  const t = useMessages(messages)
  const codeId = useId()
  return (
    <FlowForm onSubmit={() => send({ type: 'confirm' })}>
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
    </FlowForm>
  )
}

/** Failed, in words for the field: a code that did not match is not a post that was not found. */
function failedSentence(spec: VerifySpec, reason: string): string {
  const t = messages.get()
  if (reason === VERIFICATION_FAILED && spec.codeFromUser) return t.codeMismatch
  return t.failed({ reason: flowErrorMessage(reason) })
}

function VerifyDialog({ name, record, sender, onClose }: VerifyDialogProps) {
  const t = useMessages(messages)
  const { network } = useNetwork()
  const queryClient = useQueryClient()
  const [state, dispatch] = useReducer(verifyReducer, record, (r) => initialVerifyState(defaultField(r)))
  const { step, field, code } = state
  const spec = verifySpec(field)
  // The value being verified, kept from the moment it was asked for: the record refreshes under the dialog.
  const [asked, setAsked] = useState('')
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

  useEffect(() => {
    if (step.name !== 'requesting') return
    setAsked(valueOf(verifyStatus(record, field)))
    requestVerification(network, { name, sender, fieldToVerify: field }).then(
      (answer) =>
        send({ type: 'requested', id: answer.id, challenge: answer.challenge, validated: Boolean(answer.validated) }),
      (error: unknown) => send({ type: 'fail', reason: flowErrorMessage(error) }),
    )
    // The record is read when the request starts, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.name, network, name, sender, field])

  useEffect(() => {
    if (step.name !== 'confirming') return
    const challenge = spec.codeFromUser ? code.trim() : step.request.challenge
    confirmVerification(network, step.request.id, { challenge }).then(
      (answer) => send({ type: 'confirmed', confirmed: answer.confirmed }),
      (error: unknown) => send({ type: 'fail', reason: flowErrorMessage(error) }),
    )
  }, [step, network, spec.codeFromUser, code])

  useEffect(() => {
    if (step.name !== 'done') return
    for (const queryKey of nameQueries(network, name)) void queryClient.invalidateQueries({ queryKey })
  }, [step.name, name, network, queryClient])

  const busy = step.name === 'requesting' || step.name === 'confirming'
  return (
    <Dialog open onClose={() => !busy && onClose()} title={t.title({ name })} description={t.description}>
      <div data-testid="verify-dialog" data-step={step.name} className="flex flex-col gap-4">
        {step.name === 'choose' && (
          <ChooseForm record={record} field={field} notice={step.notice} send={send} onClose={onClose} />
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
