/**
 * What a grid of names shows before its cards: the grid itself and a placeholder per card, the
 * card's own box. Apart from the cards, so a grid's first render needs none of their code.
 */
import { LoadingRegion, Skeleton } from '../../ui/Skeleton'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/cards/NameGridSkeleton', { loading: 'Loading names' })

/** A name card's box, shared with its placeholder so nothing shifts when the card comes. */
export const NAME_CARD_BOX = 'flex min-h-28 items-center gap-3 rounded-xl border border-line bg-surface p-3'

export function NameCardSkeleton() {
  return (
    <div className={NAME_CARD_BOX} aria-hidden="true">
      <Skeleton rounded="full" className="size-14 shrink-0" />
      <span className="flex flex-1 flex-col gap-2">
        <Skeleton className="h-5 w-3/4" />
        <Skeleton className="h-6 w-1/2" />
      </span>
    </div>
  )
}

/**
 * The grid the cards sit in: one column at 360 px, more as room allows. Breakpoints follow the
 * viewport, so a grid that shares the width (beside the filters, inside a profile column) has fewer.
 */
export const NAME_GRIDS = {
  page: 'grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4',
  beside: 'grid grid-cols-1 gap-3 sm:grid-cols-2 xl:grid-cols-3',
  column: 'grid grid-cols-1 gap-3 sm:grid-cols-2',
} as const
export type NameGridLayout = keyof typeof NAME_GRIDS

export function NameGridSkeleton({
  count = 8,
  label,
  layout = 'page',
}: {
  count?: number
  label?: string
  layout?: NameGridLayout
}) {
  const t = useMessages(messages)
  return (
    <LoadingRegion label={label ?? t.loading} className={NAME_GRIDS[layout]}>
      {Array.from({ length: count }, (_, i) => (
        <NameCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  )
}
