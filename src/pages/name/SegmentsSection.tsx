import { useState } from 'react'
import { formatNumber } from '@/lib/formatCount'
import { centsToDollars, formatUsd } from '@/lib/money'
import { Button } from '@/ui/Button'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { useDebouncedValue } from '@/ui/useDebouncedValue'
import type { NfdRecord } from '@/names/api/types'
import { useSearch } from '@/names/hooks/useSearch'
import { segmentTermsOf } from '@/names/core/segmentTerms'
import { NameGrid } from '@/names/cards/NameGrid'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { Card } from './ProfileDetails'

const messages = i18n('pages/name/SegmentsSection', {
  title: 'Segments',
  titleCount: params('Segments ({count})'),
  locked: 'Locked: only the owner mints segments.',
  open: params('Open: anyone can mint a segment for {price} a year.'),
  find: 'Find a segment starting with',
  grid: params('segments of {name}'),
  noMatch: params('No segment starts with "{start}"'),
  none: 'No segments yet',
  noneBody: params('Names like you.{name} appear here once minted.'),
  pages: params('pages of segments of {name}'),
  previous: 'Previous',
  next: 'Next',
  range: params('{first}–{last} of {total}'),
  page: 'Page',
})

const SEGMENTS_SHOWN = 12
/** The API's longest `prefix`. */
const PREFIX_MAX = 32

/**
 * A root's segments (names whose parentAppID is this root's app), through the API's paging: a
 * search by the start of the segment's name (the API's `prefix`), and a jump to any page.
 */
export function SegmentsSection({ appId, name, record }: { appId: number; name: string; record: NfdRecord }) {
  const terms = segmentTermsOf(record)
  const [page, setPage] = useState(0)
  const [typed, setTyped] = useState('')
  const start = useDebouncedValue(typed.trim().toLowerCase().replace(/\.+$/, ''), 250)
  const segments = useSearch({
    parentAppID: appId,
    ...(start ? { prefix: start.slice(0, PREFIX_MAX) } : {}),
    limit: SEGMENTS_SHOWN,
    offset: page * SEGMENTS_SHOWN,
    sort: 'nameAsc',
    view: 'thumbnail',
  })
  const total = segments.data?.total ?? 0
  const pages = Math.ceil(total / SEGMENTS_SHOWN)
  const first = page * SEGMENTS_SHOWN + 1
  const last = Math.min(total, (page + 1) * SEGMENTS_SHOWN)
  const pageNumbers = Array.from({ length: pages }, (_, i) => String(i + 1))
  const t = useMessages(messages)
  return (
    <Card title={total > 0 && !start ? t.titleCount({ count: formatNumber(total) }) : t.title} id="segments-heading">
      <p className="mb-3 text-sm text-muted" data-testid="segment-terms">
        {terms.locked ? t.locked : t.open({ price: formatUsd(centsToDollars(terms.priceUsdCents)) })}
      </p>
      <label className="mb-3 flex items-center gap-2 text-sm">
        {t.find}
        <input
          type="search"
          className="h-9 w-40 rounded-md border border-line bg-surface px-2 text-sm text-fg"
          value={typed}
          maxLength={PREFIX_MAX}
          onChange={(event) => {
            setTyped(event.target.value)
            setPage(0)
          }}
          data-testid="segment-prefix"
        />
      </label>
      <NameGrid
        names={segments.data?.nfds}
        error={segments.error}
        onRetry={() => void segments.refetch()}
        skeletonCount={4}
        label={t.grid({ name })}
        layout="column"
        empty={start ? { title: t.noMatch({ start }) } : { title: t.none, body: t.noneBody({ name }) }}
      />
      {pages > 1 && (
        <nav className="mt-3 flex items-center gap-2 text-sm" aria-label={t.pages({ name })}>
          <Button size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            {t.previous}
          </Button>
          <span data-testid="segments-range">
            {t.range({ first: formatNumber(first), last: formatNumber(last), total: formatNumber(total) })}
          </span>
          <Button size="sm" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            {t.next}
          </Button>
          <LabeledSelect
            label={t.page}
            value={String(page + 1)}
            options={pageNumbers}
            labels={Object.fromEntries(pageNumbers.map((n) => [n, formatNumber(Number(n))]))}
            onChange={(value) => setPage(Number(value) - 1)}
            testId="segments-page"
          />
        </nav>
      )}
    </Card>
  )
}
