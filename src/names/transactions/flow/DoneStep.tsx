/**
 * The end of a transaction: what happened in words, when (the round as a detail, in the
 * explorer), and the next steps the action declares (nextSteps.ts).
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useEffect, useState } from 'react'
import { Link } from 'react-router-dom'
import { formatNumber } from '@/lib/formatCount'
import { sinceInWords } from '@/lib/sinceInWords'
import { Button } from '@/ui/Button'
import { buttonClasses } from '@/ui/buttonClasses'
import type { NfdRecord } from '../../api/types'
import type { Abilities } from '../../core/abilities'
import { nameHref } from '../../core/nameHref'
import { CalendarReminders } from '../../ui/CalendarReminders'
import { reminderOf } from '../../core/expiryReminders'
import { ShareNameLink } from '../../ui/ShareNameLink'
import type { NextStep } from '../nextSteps'
import { actionById, type ActionId } from '../registry'
import { useAbilities } from '../useAbilities'
import { FlowDone } from '../../ui/FlowOutcome'
import { useActionHost } from '../../hooks/actionHost'

const messages = i18n('names/transactions/flow/DoneStep', {
  next: 'What next?',
  later: 'Available once the page shows the new state',
  first: params('First: {action}'),
  confirmed: params('Confirmed {when}'),
  round: params('round {round}'),
  roundInExplorer: params('round {round} in the explorer'),
})

/** Re-reads the clock while shown: "just now" becomes "2 minutes ago" on a dialog left open. */
function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs)
    return () => clearInterval(timer)
  }, [everyMs])
  return now
}

interface NextStepsProps {
  steps: readonly NextStep[]
  name: string
  record: NfdRecord | null
  root?: NfdRecord | null | undefined
  onClose: () => void
}

/** Scrolls to a section once the page under the closed dialog has it. */
function scrollToHash(to: string): void {
  const id = to.split('#')[1]
  if (id) requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({ block: 'start' }))
}

function NextSteps({ steps, name, record, root, onClose }: NextStepsProps) {
  const t = useMessages(messages)
  const abilities = useAbilities(name, record, root)
  const host = useActionHost()
  // The next action opens in the page's dialog host; without one (another page) it is a link to the name.
  const onContinue = host
    ? (id: ActionId) => {
        onClose()
        host.open(id)
      }
    : null
  if (steps.length === 0) return null
  return (
    <div className="flex flex-col gap-2" data-testid="tx-next-steps">
      <p className="text-sm font-medium">{t.next}</p>
      <ul className="flex flex-wrap items-center gap-2">
        {steps.map((step) => {
          const key = step.kind === 'action' ? step.action : step.kind === 'link' ? step.to : step.kind
          return (
            <li key={key}>
              <NextStepControl
                step={step}
                target={step.kind === 'action' ? targetOf(step, abilities) : null}
                record={record}
                onClose={onClose}
                onContinue={onContinue}
              />
            </li>
          )
        })}
      </ul>
    </div>
  )
}

type ActionStep = Extract<NextStep, { kind: 'action' }>

/** The action a step opens now: itself, else the one that opens the way to it, else none yet. */
function targetOf(step: ActionStep, abilities: Abilities): ActionId | null {
  if (abilities[actionById(step.action).ability]) return step.action
  if (step.first && abilities[actionById(step.first).ability]) return step.first
  return null
}

function NextStepControl({
  step,
  target,
  record,
  onClose,
  onContinue,
}: {
  step: NextStep
  /** The action it opens; null while the name's record does not allow it (the page is catching up): disabled. */
  target: ActionId | null
  record: NfdRecord | null
  onClose: () => void
  onContinue: ((id: ActionId) => void) | null
}) {
  const t = useMessages(messages)
  switch (step.kind) {
    case 'action':
      if (!onContinue) {
        const href = record ? nameHref(record.name) : null
        return href ? (
          <Link to={href} className={buttonClasses('sm', 'default')} onClick={onClose}>
            {step.label}
          </Link>
        ) : null
      }
      return (
        <span className="inline-flex flex-col">
          <Button
            size="sm"
            disabled={!target}
            title={target ? undefined : t.later}
            onClick={() => target && onContinue(target)}
          >
            {step.label}
          </Button>
          {target && target !== step.action && (
            <span className="text-xs text-muted">{t.first({ action: actionById(target).label().toLowerCase() })}</span>
          )}
        </span>
      )
    case 'link':
      return (
        <Link
          to={step.to}
          className={buttonClasses('sm', 'default')}
          onClick={() => {
            onClose()
            scrollToHash(step.to)
          }}
        >
          {step.label}
        </Link>
      )
    case 'share':
      return <ShareNameLink name={step.name} />
    case 'reminder': {
      const reminder = record ? reminderOf(record, new Date()) : null
      return reminder ? <CalendarReminders reminders={[reminder]} fileName={`${step.name}-expiry.ics`} /> : null
    }
  }
}

interface DoneStepProps extends Omit<NextStepsProps, 'steps'> {
  message: string
  steps: readonly NextStep[]
  round: number
  /** The transaction in the network's explorer, where it has one. */
  explorer: string | null
}

export function DoneStep({ message, steps, round, explorer, ...rest }: DoneStepProps) {
  // Shown the moment the network confirmed it: "when" counts from here.
  const [confirmedAt] = useState(() => Date.now())
  const now = useNow(30_000)
  const t = useMessages(messages)
  const roundWords = { round: formatNumber(round) }
  return (
    <FlowDone message={message} onClose={rest.onClose} testId="tx-done" messageTestId="tx-done-message">
      <p className="text-sm text-muted" data-testid="tx-done-when">
        {t.confirmed({ when: sinceInWords(confirmedAt, now) })}
        {' · '}
        {explorer ? (
          <a
            href={explorer}
            target="_blank"
            rel="noreferrer"
            className="text-accent underline"
            data-testid="tx-explorer"
          >
            {t.roundInExplorer(roundWords)}
          </a>
        ) : (
          t.round(roundWords)
        )}
      </p>
      <NextSteps steps={steps} {...rest} />
    </FlowDone>
  )
}
