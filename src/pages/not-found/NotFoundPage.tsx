import { useLocation } from 'react-router-dom'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { buttonClasses } from '@/ui/buttonClasses'

const messages = i18n('pages/not-found/NotFoundPage', {
  title: 'Page not found',
  nothingHere: 'Nothing lives at this address:',
  search: 'Search for a name',
})

export function NotFoundPage() {
  const { pathname } = useLocation()
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-4 px-4 py-16 text-center">
      <p className="text-6xl font-bold text-muted" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-bold">{t.title}</h1>
      <p className="text-muted">
        {t.nothingHere}{' '}
        <code className="break-all" translate="no">
          {pathname}
        </code>
      </p>
      <PrefetchLink to="/" className={buttonClasses('md', 'primary')}>
        {t.search}
      </PrefetchLink>
    </section>
  )
}
