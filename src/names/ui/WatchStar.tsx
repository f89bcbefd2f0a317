import { cn } from '@/lib/cn'
import { useWatchlist } from '../hooks/useWatchlist'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/WatchStar', {
  watchName: params('Watch {name}'),
  stopWatching: params('Stop watching {name}'),
  watching: 'Watching',
  watch: 'Watch',
})

const STAR = 'M10 2.5l2.3 4.9 5.2.6-3.9 3.6 1.1 5.2L10 14.2l-4.7 2.6 1.1-5.2-3.9-3.6 5.2-.6z'

/** Star (watch) or unstar a name: a toggle button, so screen readers hear its state. */
export function WatchStar({
  name,
  className,
  withLabel = false,
}: {
  name: string
  className?: string
  withLabel?: boolean
}) {
  const t = useMessages(messages)
  const { isWatched, toggle } = useWatchlist()
  const watched = isWatched(name)
  return (
    <button
      type="button"
      aria-pressed={watched}
      aria-label={withLabel ? undefined : t.watchName({ name })}
      title={watched ? t.stopWatching({ name }) : t.watchName({ name })}
      onClick={() => toggle(name)}
      className={cn(
        'inline-flex h-8 items-center gap-1 rounded-md px-1.5 text-sm hover:bg-surface-2',
        watched ? 'text-warning' : 'text-muted',
        className,
      )}
      data-testid="watch-star"
      data-watched={watched}
    >
      <svg
        viewBox="0 0 20 20"
        className="size-5"
        aria-hidden="true"
        fill={watched ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth={1.5}
      >
        <path d={STAR} strokeLinejoin="round" />
      </svg>
      {withLabel && <span>{watched ? t.watching : t.watch}</span>}
    </button>
  )
}
