import { useActivity } from '@/names/hooks/useActivity'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { Card } from './ProfileDetails'
import { formatDateTime } from '@/lib/formatDate'
import { describeChanges } from '@/names/core/changeLabel'

function when(time: string): string {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? time : formatDateTime(date)
}

/** Recent changes to the name: which fields changed, in which block. Values are text only. */
export function ActivitySection({ name }: { name: string }) {
  const activity = useActivity([name], RECENT_ACTIVITY)
  return (
    <Card title="Recent activity" id="activity-heading">
      {activity.data === undefined ? (
        activity.error ? (
          <ErrorState error={activity.error} onRetry={() => void activity.refetch()} compact />
        ) : (
          <LoadingRegion label="Loading activity" className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </LoadingRegion>
        )
      ) : activity.data.length === 0 ? (
        <EmptyState title="No activity yet" />
      ) : (
        <ol className="divide-y divide-line" data-testid="activity">
          {activity.data.map((item) => (
            <li
              key={`${item.block}-${item.timeChanged}`}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{describeChanges(Object.keys(item.changes ?? {}))}</span>
              <span className="text-muted tabular-nums">
                <time dateTime={item.timeChanged}>{when(item.timeChanged)}</time> · block {item.block}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
