import { useEffect } from 'react'
import { useNavigate, useRouteError } from 'react-router-dom'
import { env } from '@/config/env'
import { Button } from '@/ui/Button'
import { buttonClasses } from '@/ui/buttonClasses'
import { reportError } from './errorReporting'

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === 'object' && 'statusText' in error) return String(error.statusText)
  return String(error ?? 'Unknown error')
}

/** The fallback error screen: heading, text, the message, Go back and Contact support. */
export function ErrorScreen({ error, onReset }: { error: unknown; onReset: () => void }) {
  const message = messageOf(error)
  useEffect(() => reportError(error), [error])
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <h1 className="text-3xl font-bold">Error</h1>
      <p className="text-lg">Something went wrong.</p>
      <pre className="max-w-full overflow-x-auto whitespace-pre-wrap rounded-md bg-surface-2 px-3 py-2 text-sm text-muted">
        {message}
      </pre>
      <div className="flex flex-wrap justify-center gap-3">
        <Button variant="primary" onClick={onReset}>
          Go back
        </Button>
        <a
          className={buttonClasses('md', 'default')}
          href={`mailto:${env.supportEmail}?subject=${encodeURIComponent('App error')}&body=${encodeURIComponent(message)}`}
        >
          Contact support
        </a>
      </div>
    </section>
  )
}

/** The router's error element: "Go back" leaves the failed route, which resets the error state. */
export function RouteErrorScreen() {
  const error = useRouteError()
  const navigate = useNavigate()
  const goBack = () => {
    const index = (window.history.state as { idx?: number } | null)?.idx ?? 0
    if (index > 0) navigate(-1)
    else navigate('/', { replace: true })
  }
  return <ErrorScreen error={error} onReset={goBack} />
}
