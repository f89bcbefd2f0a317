import { useState } from 'react'
import { centsToDollars, formatUsd } from '@/lib/money'
import { Button } from '@/ui/Button'
import type { NfdRecord } from '@/names/api/types'
import { useSearch } from '@/names/hooks/useSearch'
import { segmentTermsOf } from '@/names/segments/segmentTerms'
import { NameGrid } from '@/names/cards/NameGrid'
import { Card } from './ProfileDetails'

const SEGMENTS_SHOWN = 12

/** A root's segments (names whose parentAppID is this root's app). */
export function SegmentsSection({ appId, name, record }: { appId: number; name: string; record: NfdRecord }) {
  const terms = segmentTermsOf(record)
  const [page, setPage] = useState(0)
  const segments = useSearch({
    parentAppID: appId,
    limit: SEGMENTS_SHOWN,
    offset: page * SEGMENTS_SHOWN,
    sort: 'nameAsc',
    view: 'thumbnail',
  })
  const total = segments.data?.total ?? 0
  const pages = Math.ceil(total / SEGMENTS_SHOWN)
  const first = page * SEGMENTS_SHOWN + 1
  const last = Math.min(total, (page + 1) * SEGMENTS_SHOWN)
  return (
    <Card title={total > 0 ? `Segments (${total})` : 'Segments'} id="segments-heading">
      <p className="mb-3 text-sm text-muted" data-testid="segment-terms">
        {terms.locked
          ? 'Locked: only the owner mints segments.'
          : `Open: anyone can mint a segment for ${formatUsd(centsToDollars(terms.priceUsdCents))} a year.`}
      </p>
      <NameGrid
        names={segments.data?.nfds}
        error={segments.error}
        onRetry={() => void segments.refetch()}
        skeletonCount={4}
        label={`segments of ${name}`}
        layout="column"
        empty={{ title: 'No segments yet', body: `Names like you.${name} appear here once minted.` }}
      />
      {pages > 1 && (
        <nav className="mt-3 flex items-center gap-2 text-sm" aria-label={`pages of segments of ${name}`}>
          <Button size="sm" disabled={page === 0} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span data-testid="segments-range">
            {first}–{last} of {total}
          </span>
          <Button size="sm" disabled={page >= pages - 1} onClick={() => setPage(page + 1)}>
            Next
          </Button>
        </nav>
      )}
    </Card>
  )
}
