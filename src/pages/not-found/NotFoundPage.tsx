import { useLocation } from 'react-router-dom'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { buttonClasses } from '@/ui/buttonClasses'

export function NotFoundPage() {
  const { pathname } = useLocation()
  useDocumentTitle('Page not found')
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">Page not found</h1>
      <p className="text-muted">
        Nothing lives at <code className="break-all">{pathname}</code>.
      </p>
      <PrefetchLink to="/" className={buttonClasses('md', 'primary')}>
        Search for a name
      </PrefetchLink>
    </section>
  )
}
