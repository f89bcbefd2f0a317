import { useEffect, useRef, useState, type ChangeEvent } from 'react'
import { useDocumentTitle } from '@/pages/useDocumentTitle'
import { oldestFetch, useWatchedNames } from '@/names/watchlist/useWatchedNames'
import { DataAge } from '@/names/offline/DataAge'
import { useWatchlist } from '@/names/hooks/useWatchlist'
import { EmptyState, ErrorState } from '@/names/ui/ErrorState'
import { NameCard } from '@/names/cards/NameCard'
import { NAME_GRIDS, NameCardSkeleton } from '@/names/cards/NameGridSkeleton'
import { exportWatchlist, parseWatchlistImport } from '@/names/watchlist/watchlistTransfer'
import { Button } from '@/ui/Button'
import { downloadFile } from '@/ui/downloadFile'
import { notify } from '@/ui/notify'
import { useNetwork } from '@/wallet/react'
import { formatNumber } from '@/lib/formatCount'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { NotificationSwitch } from './NotificationSwitch'

const messages = i18n('pages/watchlist/WatchlistPage', {
  title: 'Watchlist',
  count: params(
    count({
      one: '{n} name on {network}. Checked while the app is open.',
      other: '{n} names on {network}. Checked while the app is open.',
    }),
  ),
  added: params(count({ one: 'Added {n} name to the watchlist', other: 'Added {n} names to the watchlist' })),
  export: 'Export JSON',
  import: 'Import JSON',
  importFailed: params('Could not import: {reason}'),
  empty: 'No names watched yet',
  emptyBody:
    'Star a name on its profile or on any name card to see its state here and hear when it is listed, drops in price, enters the auction or becomes available.',
  list: 'Watched names',
  changed: '● Changed since your last visit',
  failed: params('Could not load {name}'),
})

/** /watchlist — the starred names with their current state; what changed since the last visit is marked. */
export function WatchlistPage() {
  const t = useMessages(messages)
  useDocumentTitle(t.title)
  const { network } = useNetwork()
  const { state, add, markSeen } = useWatchlist()
  // What changed before this visit stays marked while the page is open; the badge clears at once.
  const [changed] = useState(() => new Set(state.unseen))
  useEffect(() => {
    if (state.unseen.length) markSeen()
  }, [state.unseen, markSeen])
  const watched = useWatchedNames(state.names)
  const [importError, setImportError] = useState<string | null>(null)
  const fileInput = useRef<HTMLInputElement>(null)

  const download = () =>
    downloadFile(`watchlist-${network.id}.json`, exportWatchlist(network.id, state.names), 'application/json')

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    const result = parseWatchlistImport(await file.text())
    if (!result.ok) {
      setImportError(result.message)
      return
    }
    setImportError(null)
    const added = add(result.names)
    notify.success(messages.get().added({ n: formatNumber(added) })(added))
  }

  return (
    <div className="space-y-6">
      <header className="flex flex-wrap items-end gap-3">
        <div className="me-auto">
          <h1 className="text-2xl font-bold">{t.title}</h1>
          <p className="text-sm text-muted" data-testid="watchlist-count">
            {t.count({ n: formatNumber(state.names.length), network: network.id })(state.names.length)}
          </p>
        </div>
        <NotificationSwitch />
        <Button size="sm" onClick={download} disabled={state.names.length === 0} data-testid="watchlist-export">
          {t.export}
        </Button>
        <Button size="sm" onClick={() => fileInput.current?.click()} data-testid="watchlist-import">
          {t.import}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept="application/json,.json"
          className="hidden"
          onChange={(e) => void onFile(e)}
          data-testid="watchlist-file"
        />
      </header>
      {importError && (
        <p role="alert" className="rounded-lg border border-danger p-3 text-sm text-danger" data-testid="import-error">
          {t.importFailed({ reason: importError })}
        </p>
      )}
      {state.names.length === 0 ? (
        <EmptyState title={t.empty}>{t.emptyBody}</EmptyState>
      ) : (
        <>
          <DataAge fetchedAt={oldestFetch(watched)} what="watchlist" />
          <ul className={NAME_GRIDS.page} aria-label={t.list} data-testid="watchlist">
            {watched.map(({ name, record, error, retry }) => (
              <li key={name} data-testid="watched-name" data-name={name} data-changed={changed.has(name)}>
                {record ? (
                  <NameCard
                    record={record}
                    footer={
                      changed.has(name) ? <span className="font-semibold text-accent">{t.changed}</span> : undefined
                    }
                  />
                ) : error ? (
                  <ErrorState error={error} onRetry={retry} title={t.failed({ name })} />
                ) : (
                  <NameCardSkeleton />
                )}
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  )
}
