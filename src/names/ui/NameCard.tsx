import { lazy, type ReactNode } from 'react'
import { AfterMount } from '@/ui/AfterMount'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { cx } from '@/lib/cx'
import type { NfdRecord } from '@/names/api/types'
import { Avatar } from './Avatar'
import { nameHref } from './nameHref'
import { Price } from './Price'
import { LoadingRegion, Skeleton } from './Skeleton'
import { StateBadge } from './StateBadge'

// After the first paint (the home page shows cards): the star sits over the card, so nothing shifts when it comes.
const WatchStar = lazy(() => import('./WatchStar').then((m) => ({ default: m.WatchStar })))

/** The avatar value of a record, verified first (brief and thumbnail views carry both). */
export function avatarOf(record: NfdRecord): string | null {
  return record.properties?.verified?.avatar ?? record.properties?.userDefined?.avatar ?? null
}

const CARD = 'flex h-28 items-center gap-3 rounded-xl border border-line bg-surface p-3'

export interface NameCardProps {
  record: NfdRecord
  /** Extra line under the price (the portfolio puts the expiry there). */
  footer?: ReactNode
  /** Adds; it does not override the card's box: classes are joined, not merged. */
  className?: string
}

/**
 * One name in a grid: avatar, name, state, price when listed. The whole card is the link; the
 * watch star sits beside it, not inside (a button inside a link is invalid and unreachable).
 */
export function NameCard({ record, footer, className }: NameCardProps) {
  const forSale = record.state === 'forSale' && record.sellAmount !== undefined
  return (
    <div className="relative">
      <NameCardLink record={record} footer={footer} className={className} forSale={forSale} />
      <AfterMount>
        <WatchStar name={record.name} className="absolute top-2 right-2" />
      </AfterMount>
    </div>
  )
}

function NameCardLink({ record, footer, className, forSale }: NameCardProps & { forSale: boolean }) {
  const href = nameHref(record.name)
  const content = (
    <>
      <Avatar name={record.name} src={avatarOf(record)} size={56} />
      <span className="flex min-w-0 flex-1 flex-col gap-1">
        <span className="truncate font-semibold" title={record.name}>
          {record.name}
        </span>
        <span className="flex min-h-6 flex-wrap items-center gap-2">
          <StateBadge state={record.state} />
          {forSale && <Price microalgos={record.sellAmount!} size="sm" />}
        </span>
        {footer && <span className="truncate text-xs">{footer}</span>}
      </span>
    </>
  )
  // A name no link may carry is still shown, as plain text.
  if (!href) {
    return (
      <div className={cx(CARD, 'pr-10', className)} data-testid="name-card" data-name={record.name}>
        {content}
      </div>
    )
  }
  return (
    <PrefetchLink
      to={href}
      className={cx(CARD, 'pr-10 transition-colors hover:border-accent', className)}
      data-testid="name-card"
      data-name={record.name}
    >
      {content}
    </PrefetchLink>
  )
}

export function NameCardSkeleton() {
  return (
    <div className={CARD} aria-hidden="true">
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
  label = 'Loading names',
  layout = 'page',
}: {
  count?: number
  label?: string
  layout?: NameGridLayout
}) {
  return (
    <LoadingRegion label={label} className={NAME_GRIDS[layout]}>
      {Array.from({ length: count }, (_, i) => (
        <NameCardSkeleton key={i} />
      ))}
    </LoadingRegion>
  )
}
