import { lazy, Suspense, useDeferredValue, useEffect, type ReactNode } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { NAME_GRIDS, NameGridSkeleton, type NameGridLayout } from './NameGridSkeleton'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/cards/NameGrid', { loading: params('Loading {list}') })

// The cards' code is not in a page's first load: it downloads beside the names (see below).
const loadNameCard = () => import('./NameCard')
const NameCard = lazy(() => loadNameCard().then((m) => ({ default: m.NameCard })))
// Nor are the failed and empty states (with the error wording): they download as the grid mounts.
const loadStates = () => import('../ui/ErrorState')
const ErrorState = lazy(() => loadStates().then((m) => ({ default: m.ErrorState })))
const EmptyState = lazy(() => loadStates().then((m) => ({ default: m.EmptyState })))

export interface NameGridProps {
  /** undefined while the first answer is on its way. */
  names: NfdRecord[] | undefined
  error: unknown
  onRetry: () => void
  /** How many placeholder cards to show: as many as will arrive, so nothing shifts. */
  skeletonCount?: number
  empty: { title: string; body?: ReactNode }
  /** Label for the loading region and the list. */
  label: string
  cardFooter?: (record: NfdRecord) => ReactNode
  /** Controls under a card, outside its link (a control inside a link is invalid and unreachable). */
  cardAside?: (record: NfdRecord) => ReactNode
  /** How much of the width the grid has (see NAME_GRIDS). */
  layout?: NameGridLayout
}

/** A list of names with its four states: loading (skeletons), failed (Retry), empty, and the cards. */
export function NameGrid({
  names,
  error,
  onRetry,
  skeletonCount = 8,
  empty,
  label,
  cardFooter,
  cardAside,
  layout = 'page',
}: NameGridProps) {
  // A page of cards is a large render: deferred, React renders it in slices that yield to the
  // browser instead of one long task the moment the answer arrives. What is on screen stays meanwhile.
  const shown = useDeferredValue(names)
  const t = useMessages(messages)
  // Started as the grid mounts, the cards' code arrives with the names instead of after them.
  useEffect(() => {
    void loadNameCard().catch(() => undefined)
    void loadStates().catch(() => undefined)
  }, [])
  const skeleton = <NameGridSkeleton count={skeletonCount} label={t.loading({ list: label })} layout={layout} />
  if (shown === undefined) {
    return error ? (
      <Suspense fallback={skeleton}>
        <ErrorState error={error} onRetry={onRetry} />
      </Suspense>
    ) : (
      skeleton
    )
  }
  if (shown.length === 0) {
    return (
      <Suspense fallback={skeleton}>
        <EmptyState title={empty.title}>{empty.body}</EmptyState>
      </Suspense>
    )
  }
  return (
    <Suspense fallback={<NameGridSkeleton count={shown.length} label={t.loading({ list: label })} layout={layout} />}>
      <ul className={NAME_GRIDS[layout]} aria-label={label} data-testid="name-grid">
        {shown.map((record) => (
          <li key={record.name}>
            <NameCard record={record} footer={cardFooter?.(record)} />
            {cardAside?.(record)}
          </li>
        ))}
      </ul>
    </Suspense>
  )
}
