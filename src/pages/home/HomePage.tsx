import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { useSearch } from '@/names/hooks/useSearch'
import { NameGrid } from '@/names/cards/NameGrid'
import { NameSearch } from '@/names/search/NameSearch'

const messages = i18n('pages/home/HomePage', {
  title: 'Find a name',
  heading: 'Find your .algo name',
  lead: 'Type a name to see at once whether it is yours to take.',
  forSale: 'For sale now',
  seeMarketplace: 'See the marketplace',
  gridLabel: 'names for sale',
  emptyTitle: 'Nothing is for sale right now',
  emptyBody: 'Check back later, or search for a name to mint.',
})

const FOR_SALE_COUNT = 8
// Private sales (listed for one buyer) are not shown as listings.
const FOR_SALE_QUERY = {
  state: ['forSale' as const],
  excludeUserReserved: true,
  sort: 'createdDesc' as const,
  limit: FOR_SALE_COUNT,
  view: 'brief' as const,
}

/** Home: one large search box, its answer as you type, recent searches and a few names for sale. */
export function HomePage() {
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  const forSale = useSearch(FOR_SALE_QUERY)
  return (
    <div className="space-y-10">
      <section className="mx-auto max-w-2xl pt-4 sm:pt-10">
        <h1 className="mb-2 text-center text-3xl font-bold tracking-tight sm:text-4xl">{t.heading}</h1>
        <p className="mb-6 text-center text-muted">{t.lead}</p>
        <NameSearch />
      </section>
      <section aria-labelledby="for-sale-heading" className="space-y-3">
        <div className="flex items-baseline justify-between gap-2">
          <h2 id="for-sale-heading" className="text-xl font-semibold">
            {t.forSale}
          </h2>
          <PrefetchLink to="/marketplace" className="rounded text-sm font-medium text-accent hover:underline">
            {t.seeMarketplace}
          </PrefetchLink>
        </div>
        <NameGrid
          names={forSale.data?.nfds}
          error={forSale.error}
          onRetry={() => void forSale.refetch()}
          skeletonCount={FOR_SALE_COUNT}
          label={t.gridLabel}
          empty={{ title: t.emptyTitle, body: t.emptyBody }}
        />
      </section>
    </div>
  )
}
