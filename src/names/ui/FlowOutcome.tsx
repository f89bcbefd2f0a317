/**
 * The buttons and endings of a step-by-step dialog, shared by the transaction and verification
 * dialogs: a step's form and its Cancel + submit row, done, or failed with Try again.
 */
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { ReactNode } from 'react'
import { Button } from '@/ui/Button'

const messages = i18n('names/ui/FlowOutcome', {
  close: 'Close',
  retry: 'Try again',
  cancel: 'Cancel',
})

interface DoneProps {
  message: ReactNode
  onClose: () => void
  /** Shown between the message and Close (an explorer link). */
  children?: ReactNode
  testId?: string
  messageTestId?: string
}

export function FlowDone({ message, onClose, children, testId, messageTestId }: DoneProps) {
  const t = useMessages(messages)
  return (
    <div className="flex flex-col gap-3" aria-live="polite" data-testid={testId}>
      <p className="font-medium text-success" data-testid={messageTestId}>
        {message}
      </p>
      {children}
      <div className="flex justify-end">
        <Button size="sm" variant="primary" onClick={onClose}>
          {t.close}
        </Button>
      </div>
    </div>
  )
}

interface FailedProps {
  reason: ReactNode
  onClose: () => void
  onRetry: () => void
  /** Shown between the reason and the buttons (an explorer link). */
  children?: ReactNode
  /** More buttons before Try again (Back). */
  extraButtons?: ReactNode
  testId?: string
  reasonTestId?: string
  retryTestId?: string
}

export function FlowFailed({
  reason,
  onClose,
  onRetry,
  children,
  extraButtons,
  testId,
  reasonTestId,
  retryTestId,
}: FailedProps) {
  const t = useMessages(messages)
  return (
    <div className="flex flex-col gap-3" data-testid={testId}>
      <p role="alert" className="text-sm text-danger" data-testid={reasonTestId}>
        {reason}
      </p>
      {children}
      <div className="flex justify-end gap-2">
        <Button size="sm" onClick={onClose}>
          {t.close}
        </Button>
        {extraButtons}
        <Button size="sm" variant="primary" onClick={onRetry} data-testid={retryTestId}>
          {t.retry}
        </Button>
      </div>
    </div>
  )
}

interface SubmitRowProps {
  onCancel: () => void
  /** Cancel, unless given. */
  cancelLabel?: string
  /** The submit button's label; it submits the form around the row. */
  children: ReactNode
  submitTestId?: string
  /** The form is not ready (a read it needs is under way); the row says why beside it. */
  disabled?: boolean
}

export function FlowSubmitRow({ onCancel, cancelLabel, children, submitTestId, disabled = false }: SubmitRowProps) {
  const t = useMessages(messages)
  return (
    <div className="flex justify-end gap-2">
      <Button size="sm" onClick={onCancel}>
        {cancelLabel ?? t.cancel}
      </Button>
      <Button size="sm" variant="gradient" type="submit" data-testid={submitTestId} disabled={disabled}>
        {children}
      </Button>
    </div>
  )
}

/** A step's form: submitting runs `onSubmit` and never reloads the page. */
export function FlowForm({
  onSubmit,
  gap = 'gap-3',
  children,
}: {
  onSubmit: () => void
  gap?: 'gap-3' | 'gap-4'
  children: ReactNode
}) {
  return (
    <form
      className={`flex flex-col ${gap}`}
      onSubmit={(e) => {
        e.preventDefault()
        onSubmit()
      }}
    >
      {children}
    </form>
  )
}
