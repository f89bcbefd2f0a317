import { useCallback, useEffect, useMemo } from 'react'
import type { NfdRecord } from '@/names/api/types'
import { loadedNames, useOwnedNamesPages, type OwnedNames, type OwnedNamesOptions } from '@/names/hooks/useOwnedNames'
import { AddressLink } from '@/names/ui/AddressLink'
import { ExpiryLine } from '@/names/ui/ExpiryLine'
import { NameGrid } from '@/names/cards/NameGrid'
import { VirtualNameGrid } from '@/names/cards/VirtualNameGrid'
import { Button } from '@/ui/Button'
import { DataAge } from '@/names/offline/DataAge'
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('pages/my-names/OwnedNamesGroup', {
  section: params('Names of {address}'),
  list: params('names of {address}'),
  select: params('Select {name} to renew'),
  linked: 'linked to one of your names',
  noMatch: 'No names match this filter',
  noneOwned: 'You do not own any names yet',
  noneOwnedBody: 'Search for a name to mint, or browse the marketplace.',
  moreFailed: 'More names could not be loaded.',
  retry: 'Retry',
})

/** What a group has loaded for one query (`key`): the API's total and the names so far. */
export interface GroupReport extends OwnedNames {
  key: string
}

export interface OwnedNamesGroupProps {
  address: string
  linked: boolean
  options: OwnedNamesOptions
  /** The query's identity, carried in the reports. */
  queryKey: string
  /** Filters the loaded names by this text ('' for none): the part the API cannot do. */
  localText: string
  /** The other addresses shown: a name they own is theirs, not this group's. */
  others: readonly string[]
  /** Any filter is on (for the empty message). */
  filtered: boolean
  now: Date
  onReport: (address: string, report: GroupReport) => void
  selected: ReadonlySet<string>
  onSelect: (name: string, on: boolean) => void
}

/**
 * The names of one address, a page at a time (the API's paging): the first page shows as soon
 * as it arrives and scrolling near the end loads the next; only the cards near the screen exist.
 */
export function OwnedNamesGroup({
  address,
  linked,
  options,
  queryKey,
  localText,
  others,
  filtered,
  now,
  onReport,
  selected,
  onSelect,
}: OwnedNamesGroupProps) {
  const t = useMessages(messages)
  const pages = useOwnedNamesPages(address, options)
  const loaded = useMemo(() => loadedNames(pages.data), [pages.data])
  useEffect(() => {
    if (loaded) onReport(address, { key: queryKey, ...loaded })
  }, [address, loaded, onReport, queryKey])
  const { fetchNextPage, hasNextPage, isFetchingNextPage, isFetchNextPageError } = pages
  const loadMore = useCallback(() => {
    if (!isFetchingNextPage && !isFetchNextPageError) void fetchNextPage()
  }, [fetchNextPage, isFetchingNextPage, isFetchNextPageError])
  const shown = useMemo(() => {
    // A name found under another address shown belongs to that group (its owner's).
    const own = loaded?.nfds.filter((r) => !(r.owner && r.owner !== address && others.includes(r.owner)))
    return localText ? own?.filter((r) => r.name.includes(localText)) : own
  }, [loaded, address, others, localText])
  const label = t.list({ address })
  const cardFooter = useCallback((record: NfdRecord) => <ExpiryLine record={record} now={now} />, [now])
  const cardAside = useCallback(
    (record: NfdRecord) => (
      <label className="mt-1 flex items-center gap-2 px-1 text-xs text-muted">
        <input
          type="checkbox"
          checked={selected.has(record.name)}
          onChange={(event) => onSelect(record.name, event.target.checked)}
        />
        {t.select({ name: record.name })}
      </label>
    ),
    [selected, onSelect, t],
  )

  return (
    <section
      aria-label={t.section({ address })}
      className="space-y-2"
      data-testid="account-group"
      data-address={address}
    >
      <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <AddressLink address={address} />
        {linked && <span className="text-sm font-normal text-muted">{t.linked}</span>}
      </h2>
      <DataAge
        fetchedAt={pages.dataUpdatedAt}
        what="names"
        refreshError={pages.isRefetchError ? pages.error : null}
        onRetry={() => void pages.refetch()}
      />
      {shown && shown.length > 0 ? (
        <VirtualNameGrid
          names={shown}
          label={label}
          hasMore={hasNextPage && !isFetchNextPageError}
          loadMore={loadMore}
          cardFooter={cardFooter}
          cardAside={cardAside}
        />
      ) : (
        <NameGrid
          names={shown}
          error={pages.error}
          onRetry={() => void pages.refetch()}
          label={label}
          skeletonCount={8}
          empty={filtered ? { title: t.noMatch } : { title: t.noneOwned, body: t.noneOwnedBody }}
        />
      )}
      {isFetchNextPageError && (
        <p className="flex items-center gap-3 text-sm text-danger" role="alert">
          {t.moreFailed}
          <Button size="sm" onClick={() => void fetchNextPage()}>
            {t.retry}
          </Button>
        </p>
      )}
    </section>
  )
}
