/**
 * A long list of names as the page grid, with only the rows near the screen in the document
 * (TanStack Virtual, against the window's scroll): thousands of names cost what a screenful does.
 * Reaching the last rows asks for the next page, so names load as the user scrolls.
 */
import { useWindowVirtualizer } from '@tanstack/react-virtual'
import {
  lazy,
  memo,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react'
import type { NfdRecord } from '@/names/api/types'
import { NameCardSkeleton, NameGridSkeleton } from './NameGridSkeleton'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/cards/VirtualNameGrid', { loading: params('Loading {list}') })

const NameCard = lazy(() => import('./NameCard').then((m) => ({ default: m.NameCard })))

/** The page grid's columns at the viewport's width (NAME_GRIDS.page: sm 2, lg 3, xl 4). */
const COLUMN_QUERIES = [
  ['(min-width: 80rem)', 4],
  ['(min-width: 64rem)', 3],
  ['(min-width: 40rem)', 2],
] as const

function columnsNow(): number {
  if (typeof window === 'undefined' || !window.matchMedia) return 1
  return COLUMN_QUERIES.find(([query]) => window.matchMedia(query).matches)?.[1] ?? 1
}

function subscribeColumns(onChange: () => void): () => void {
  window.addEventListener('resize', onChange)
  return () => window.removeEventListener('resize', onChange)
}

/** A card with its aside and the gap below it: the first guess, before rows are measured. */
const ROW_ESTIMATE = 150
/** Rows kept beyond the screen on each side. */
const OVERSCAN = 3
/** Rows from the end at which the next page is asked for. */
const LOAD_AHEAD = 6

export interface VirtualNameGridProps {
  names: readonly NfdRecord[]
  label: string
  /** More names than `names` exist; `loadMore` asks for them. */
  hasMore: boolean
  loadMore: () => void
  cardFooter?: (record: NfdRecord) => ReactNode
  cardAside?: (record: NfdRecord) => ReactNode
}

/** The grid, once the cards' code is here (until then, the page's skeletons). */
export function VirtualNameGrid(props: VirtualNameGridProps) {
  const t = useMessages(messages)
  return (
    <Suspense
      fallback={<NameGridSkeleton count={Math.min(props.names.length, 8)} label={t.loading({ list: props.label })} />}
    >
      <VirtualRows {...props} />
    </Suspense>
  )
}

function VirtualRows({ names, label, hasMore, loadMore, cardFooter, cardAside }: VirtualNameGridProps) {
  const columns = useSyncExternalStore(subscribeColumns, columnsNow, () => 1)
  const listRef = useRef<HTMLDivElement>(null)
  // Where the list starts in the document: what sits above it moves it (other groups, banners).
  const [top, setTop] = useState(0)
  useLayoutEffect(() => {
    const measure = () => {
      const at = (listRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY
      setTop((current) => (Math.abs(at - current) >= 1 ? at : current))
    }
    measure()
    if (typeof ResizeObserver === 'undefined') return
    // Whatever grows above the list (another group loading its pages) resizes the body.
    const observer = new ResizeObserver(measure)
    observer.observe(document.body)
    return () => observer.disconnect()
  }, [])
  const rows = Math.ceil(names.length / columns) + (hasMore ? 1 : 0)
  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    overscan: OVERSCAN,
    scrollMargin: top,
    // Rows render in React's own time, not synchronously inside each scroll event.
    useFlushSync: false,
  })
  const items = virtualizer.getVirtualItems()
  const last = items.at(-1)?.index ?? 0
  useEffect(() => {
    if (hasMore && last >= rows - LOAD_AHEAD) loadMore()
  }, [hasMore, last, rows, loadMore])

  return (
    <div
      ref={listRef}
      role="list"
      aria-label={label}
      data-testid="name-grid"
      className="relative"
      style={{ height: virtualizer.getTotalSize() }}
    >
      {items.map((row) => (
        <div
          key={row.key}
          ref={virtualizer.measureElement}
          data-index={row.index}
          role="presentation"
          className="absolute top-0 inset-s-0 grid w-full gap-3 pb-3"
          style={{
            gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          <RowCards
            names={names}
            start={row.index * columns}
            columns={columns}
            cardFooter={cardFooter}
            cardAside={cardAside}
          />
        </div>
      ))}
    </div>
  )
}

interface RowCardsProps extends Pick<VirtualNameGridProps, 'cardFooter' | 'cardAside'> {
  names: readonly NfdRecord[]
  start: number
  columns: number
}

/** One row's cards (skeletons past the loaded names): unchanged rows skip rendering while the list scrolls. */
const RowCards = memo(function RowCards({ names, start, columns, cardFooter, cardAside }: RowCardsProps) {
  const records = names.slice(start, start + columns)
  if (records.length === 0) return Array.from({ length: columns }, (_, i) => <NameCardSkeleton key={i} />)
  return records.map((record) => (
    <div role="listitem" key={record.name}>
      <NameCard record={record} footer={cardFooter?.(record)} />
      {cardAside?.(record)}
    </div>
  ))
})
