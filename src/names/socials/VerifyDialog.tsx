/** Verify a social account or domain: request a challenge, show where to put it, confirm. */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useId, useReducer, useRef } from 'react'
import { Dialog } from '@/ui/Dialog'
import { notify } from '@/ui/notify'
import { Spinner } from '@/ui/Spinner'
import { useNetwork } from '@/wallet/react'
import { confirmVerification, requestVerification } from './verify'
import type { NfdRecord, VerifiableField } from '../api/types'
import { flowErrorMessage } from '../transactions/flow/flowErrorMessage'
import { FlowDone, FlowFailed, FlowForm, FlowSubmitRow } from '../transactions/flow/FlowOutcome'
import { nameQueries } from '../transactions/touchedQueries'
import { VERIFY_SPECS, isVerified, userValue, verifySpec } from './verifyFields'
import { initialVerifyState, verifyReducer, type VerifyEvent, type VerifyState } from './verifyMachine'

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

/** The first step: which field to verify (a field must be set on the profile first). */
function ChooseForm({ record, field, notice, send, onClose }: ChooseFormProps) {
  const fieldId = useId()
  const spec = verifySpec(field)
  const value = userValue(record, field)
  return (
    <FlowForm
      onSubmit={() => {
        send({
          type: 'request',
          problem: value ? null : `Set your ${spec.label} on the profile first (Edit profile), then verify it.`,
        })
      }}
    >
      <label htmlFor={fieldId} className="text-sm font-medium">
        What to verify
      </label>
      <select
        id={fieldId}
        value={field}
        onChange={(e) => send({ type: 'choose', field: e.target.value as VerifiableField })}
        className="rounded border border-line bg-surface px-2 py-1.5 text-sm"
      >
        {VERIFY_SPECS.map((s) => (
          <option key={s.field} value={s.field}>
            {s.label}
            {userValue(record, s.field) ? `: ${userValue(record, s.field)}` : ' (not set)'}
            {isVerified(record, s.field) ? ' ✓' : ''}
          </option>
        ))}
      </select>
      {notice && (
        <p role="alert" className="text-sm text-danger">
          {notice}
        </p>
      )}
      <FlowSubmitRow onCancel={onClose} submitTestId="verify-request">
        Get the challenge
      </FlowSubmitRow>
    </FlowForm>
  )
}

interface ChallengeFormProps {
  record: NfdRecord | null
  state: VerifyState
  challenge: string
  send: Send
  onClose: () => void
}

/** Where to put the challenge (or where to type the code that was sent), then check. */
function ChallengeForm({ record, state, challenge, send, onClose }: ChallengeFormProps) {
  const codeId = useId()
  const { field, code } = state
  const spec = verifySpec(field)
  const value = userValue(record, field)
  return (
    <FlowForm onSubmit={() => send({ type: 'confirm' })}>
      <p className="text-sm">{spec.instructions(value, challenge)}</p>
      {spec.codeFromUser ? (
        <>
          <label htmlFor={codeId} className="text-sm font-medium">
            Code
          </label>
          <input
            id={codeId}
            value={code}
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
      <FlowSubmitRow onCancel={onClose} cancelLabel="Later" submitTestId="verify-confirm">
        {spec.codeFromUser ? 'Confirm' : 'I have posted it: check'}
      </FlowSubmitRow>
    </FlowForm>
  )
}

function VerifyDialog({ name, record, sender, onClose }: VerifyDialogProps) {
  const { network } = useNetwork()
  const queryClient = useQueryClient()
  const firstUnverified = VERIFY_SPECS.find((s) => userValue(record, s.field) && !isVerified(record, s.field))
  const [state, dispatch] = useReducer(verifyReducer, initialVerifyState(firstUnverified?.field ?? 'twitter'))
  const { step, field, code } = state
  const spec = verifySpec(field)
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
    requestVerification(network, { name, sender, fieldToVerify: field }).then(
      (answer) =>
        send({ type: 'requested', id: answer.id, challenge: answer.challenge, validated: Boolean(answer.validated) }),
      (error: unknown) => send({ type: 'fail', reason: flowErrorMessage(error) }),
    )
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
    notify.success(`${spec.label} verified for ${name}`)
    for (const queryKey of nameQueries(network, name)) void queryClient.invalidateQueries({ queryKey })
  }, [step.name, spec.label, name, network, queryClient])

  const busy = step.name === 'requesting' || step.name === 'confirming'
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      title={`Verify for ${name}`}
      description="A verified field carries a check mark on the profile."
    >
      <div data-testid="verify-dialog" data-step={step.name} className="flex flex-col gap-4">
        {step.name === 'choose' && (
          <ChooseForm record={record} field={field} notice={step.notice} send={send} onClose={onClose} />
        )}
        {busy && (
          <p className="flex items-center gap-2 text-sm" aria-live="polite">
            <Spinner label="" />
            {step.name === 'requesting' ? 'Asking for a challenge…' : 'Checking…'}
          </p>
        )}
        {step.name === 'challenge' && (
          <ChallengeForm
            record={record}
            state={state}
            challenge={step.request.challenge}
            send={send}
            onClose={onClose}
          />
        )}
        {step.name === 'done' && (
          <FlowDone message={`${spec.label} verified.`} onClose={onClose} messageTestId="verify-done" />
        )}
        {step.name === 'failed' && (
          <FlowFailed
            reason={flowErrorMessage(step.reason)}
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
