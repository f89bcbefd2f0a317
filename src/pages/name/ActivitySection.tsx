import { useActivity } from '@/names/hooks/useActivity'
import { RECENT_ACTIVITY } from '@/names/hooks/prefetchProfile'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { LoadingRegion, Skeleton } from '@/ui/Skeleton'
import { Card } from './ProfileDetails'
import { formatDateTime } from '@/lib/formatDate'
import { describeChanges } from '@/names/core/changeLabel'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/name/ActivitySection', {
  title: 'Recent activity',
  loading: 'Loading activity',
  empty: 'No activity yet',
  block: params('block {block}'),
})

function when(time: string): string {
  const date = new Date(time)
  return Number.isNaN(date.getTime()) ? time : formatDateTime(date)
}

/** Recent changes to the name: which fields changed, in which block. Values are text only. */
export function ActivitySection({ name }: { name: string }) {
  const activity = useActivity([name], RECENT_ACTIVITY)
  const t = useMessages(messages)
  return (
    <Card title={t.title} id="activity-heading">
      {activity.data === undefined ? (
        activity.error ? (
          <ErrorState error={activity.error} onRetry={() => void activity.refetch()} compact />
        ) : (
          <LoadingRegion label={t.loading} className="space-y-3">
            {Array.from({ length: 3 }, (_, i) => (
              <Skeleton key={i} className="h-10" />
            ))}
          </LoadingRegion>
        )
      ) : activity.data.length === 0 ? (
        <EmptyState title={t.empty} />
      ) : (
        <ol className="divide-y divide-line" data-testid="activity">
          {activity.data.map((item) => (
            <li
              key={`${item.block}-${item.timeChanged}`}
              className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2 text-sm"
            >
              <span className="min-w-0 break-words">{describeChanges(Object.keys(item.changes ?? {}))}</span>
              <span className="text-muted tabular-nums">
                <time dateTime={item.timeChanged}>{when(item.timeChanged)}</time> · {t.block({ block: item.block })}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  )
}
