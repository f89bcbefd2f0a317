import { useSearch } from '@/names/hooks/useSearch'
import { NameGrid } from '@/names/ui/NameGrid'
import { Card } from './ProfileDetails'

const SEGMENTS_SHOWN = 12

/** A root's segments (names whose parentAppID is this root's app). */
export function SegmentsSection({ appId, name }: { appId: number; name: string }) {
  const segments = useSearch({ parentAppID: appId, limit: SEGMENTS_SHOWN, sort: 'nameAsc', view: 'thumbnail' })
  const total = segments.data?.total ?? 0
  return (
    <Card
      title={total > SEGMENTS_SHOWN ? `Segments (${SEGMENTS_SHOWN} of ${total})` : 'Segments'}
      id="segments-heading"
    >
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
