/**
 * The verify dialog's calls to the name service, driven by its step: request a challenge (and
 * keep it, so "Later" can come back to it), confirm it, and on done forget it and refresh the
 * name. A challenge the service no longer knows is forgotten and a new one asked for.
 */
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import type { NetworkConfig } from '@/config/networks'
import { ApiError, foreignMessage } from '@/lib/errors'
import type { NfdRecord } from '../api/types'
import { failureMessage } from '../core/failureMessage'
import { nameQueries } from '../hooks/touchedQueries'
import { clearPendingVerification, savePendingVerification } from './pendingVerifications'
import { confirmVerification, requestVerification } from './verify'
import { verifySpec, verifyStatus } from './verifyFields'
import { WAITING_ELSEWHERE, type VerifyEvent, type VerifyState } from './verifyMachine'

/** The service's words for a second request while one is waiting. */
const OUTSTANDING = /already has a verify request outstanding/i

interface VerifyCalls {
  state: VerifyState
  send: (event: VerifyEvent) => void
  network: NetworkConfig
  name: string
  record: NfdRecord | null
  sender: string
  /** Told the profile value a new challenge is asked for. */
  onAsked: (value: string) => void
}

export function useVerifyCalls({ state, send, network, name, record, sender, onAsked }: VerifyCalls): void {
  const queryClient = useQueryClient()
  const { step, field, code } = state
  const codeFromUser = verifySpec(field).codeFromUser

  useEffect(() => {
    if (step.name !== 'requesting') return
    const status = verifyStatus(record, field)
    const value = status.kind === 'notSet' ? '' : status.value
    onAsked(value)
    requestVerification(network, { name, sender, fieldToVerify: field }).then(
      ({ id, challenge, validated }) => {
        if (!validated) {
          const where = { network: network.id, name, field }
          savePendingVerification({ ...where, sender, id, challenge, value, requestedAt: Date.now() })
        }
        send({ type: 'requested', id, challenge, validated: Boolean(validated) })
      },
      (error: unknown) => {
        const waiting = OUTSTANDING.test(foreignMessage(error))
        send({ type: 'fail', reason: waiting ? WAITING_ELSEWHERE : failureMessage(error) })
      },
    )
    // The record is read when the request starts, not watched.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step.name, network, name, sender, field])

  useEffect(() => {
    if (step.name !== 'confirming') return
    const challenge = codeFromUser ? code.trim() : step.request.challenge
    confirmVerification(network, step.request.id, { challenge }).then(
      (answer) => send({ type: 'confirmed', confirmed: answer.confirmed }),
      (error: unknown) => {
        // The service no longer knows this challenge (it lapsed): forget it and ask for a new one.
        if (error instanceof ApiError && error.status === 404) {
          clearPendingVerification({ network: network.id, name, field })
          send({ type: 'lapsed' })
        } else send({ type: 'fail', reason: failureMessage(error) })
      },
    )
    // Confirming runs once per step; the field cannot change while it does.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, network, codeFromUser, code])

  useEffect(() => {
    if (step.name !== 'done') return
    clearPendingVerification({ network: network.id, name, field })
    for (const queryKey of nameQueries(network, name)) void queryClient.invalidateQueries({ queryKey })
  }, [step.name, name, field, network, queryClient])
}
