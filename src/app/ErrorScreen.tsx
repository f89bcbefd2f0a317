import { useEffect } from 'react'
import { useNavigate } from 'react-router-dom'
import { env } from '@/config/env'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Button } from '@/ui/Button'
import { buttonClasses } from '@/ui/buttonClasses'
import { reportError } from './errorReporting'

const messages = i18n('app/ErrorScreen', {
  heading: 'Error',
  text: 'Something went wrong.',
  goBack: 'Go back',
  contact: 'Contact support',
  subject: 'App error',
  unknown: 'Unknown error',
})

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'statusText' in error) return String(error.statusText)
  return String(error ?? messages.get().unknown)
}

/** The fallback error screen: heading, text, the message, Go back and Contact support. */
export function ErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const t = useMessages(messages)
  const message = messageOf(error)
  useEffect(() => reportError(error), [error])
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">{t.heading}</h1>
      <p className="text-lg">{t.text}</p>
      {/* The failure's own words, as support will read them: never translated. */}
      <pre
        translate="no"
        className="max-w-full overflow-x-auto whitespace-pre-wrap rounded-md bg-surface-2 px-3 py-2 text-sm text-muted"
      >
        {message}
      </pre>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={onReset}>
          {t.goBack}
        </Button>
        <a
          className={buttonClasses('md', 'default')}
          href={`mailto:${env.supportEmail}?subject=${encodeURIComponent(t.subject)}&body=${encodeURIComponent(message)}`}
        >
          {t.contact}
        </a>
      </div>
    </section>
  )
}

/** A route's error screen (RouteErrorBoundary): "Go back" leaves the failed route, which resets the error state. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const navigate = useNavigate()
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/', { replace: true })
  }
  return <ErrorScreen error={error} onReset={goBack} />
}
