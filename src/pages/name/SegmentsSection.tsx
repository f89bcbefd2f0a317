import { centsToDollars, formatUsd } from '@/lib/money'
import type { NfdRecord } from '@/names/api/types'
import { useSearch } from '@/names/hooks/useSearch'
import { segmentTermsOf } from '@/names/segmentTerms'
import { NameGrid } from '@/names/ui/NameGrid'
import { Card } from './ProfileDetails'

const SEGMENTS_SHOWN = 12

/** A root's segments (names whose parentAppID is this root's app). */
export function SegmentsSection({ appId, name, record }: { appId: number; name: string; record: NfdRecord }) {
  const terms = segmentTermsOf(record)
  const segments = useSearch({ parentAppID: appId, limit: SEGMENTS_SHOWN, sort: 'nameAsc', view: 'thumbnail' })
  const total = segments.data?.total ?? 0
  return (
    <Card
      title={total > SEGMENTS_SHOWN ? `Segments (${SEGMENTS_SHOWN} of ${total})` : 'Segments'}
      id="segments-heading"
    >
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
    </Card>
  )
}
