import { lazy, type ReactNode } from 'react'
import { AfterMount } from '@/ui/AfterMount'
import { PrefetchLink } from '@/ui/PrefetchLink'
import { cx } from '@/lib/cx'
import type { NfdRecord } from '@/names/api/types'
import { Avatar } from '../ui/Avatar'
import { nameHref } from '../core/nameHref'
import { Price } from '../ui/Price'
import { NAME_CARD_BOX } from './NameGridSkeleton'
import { BreakableName } from '../ui/BreakableName'
import { StateBadge } from '../ui/StateBadge'

// After the first paint (the home page shows cards): the star sits over the card, so nothing shifts when it comes.
const WatchStar = lazy(() => import('../ui/WatchStar').then((m) => ({ default: m.WatchStar })))

/** The avatar value of a record, verified first (brief and thumbnail views carry both). */
export function avatarOf(record: NfdRecord): string | null {
  return record.properties?.verified?.avatar ?? record.properties?.userDefined?.avatar ?? null
}

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
        <WatchStar name={record.name} className="absolute top-2 inset-e-2" />
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
        {/* Whole, never cut: a long name wraps after its dots, inside a part only if it must. */}
        <span className="font-semibold wrap-anywhere" data-testid="name-card-name">
          <BreakableName name={record.name} />
        </span>
        <span className="flex min-h-6 flex-wrap items-center gap-2">
          <StateBadge state={record.state} />
          {forSale && <Price microalgos={record.sellAmount!} size="sm" />}
        </span>
        {footer && <span className="text-xs break-words">{footer}</span>}
      </span>
    </>
  )
  // A name no link may carry is still shown, as plain text.
  if (!href) {
    return (
      <div className={cx(NAME_CARD_BOX, 'pe-10', className)} data-testid="name-card" data-name={record.name}>
        {content}
      </div>
    )
  }
  return (
    <PrefetchLink
      to={href}
      className={cx(NAME_CARD_BOX, 'pe-10 transition-colors hover:border-accent', className)}
      data-testid="name-card"
      data-name={record.name}
    >
      {content}
    </PrefetchLink>
  )
}
