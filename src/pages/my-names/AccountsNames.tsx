import { useCallback, useEffect, useMemo, useState } from 'react'
import { truncateAddress } from '@/lib/address'
import { formatNumber } from '@/lib/formatCount'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { linkedAddressesOf, MAX_LINKED_ADDRESSES } from '@/names/portfolio/accountNames'
import { useExpiringNames } from '@/names/hooks/useExpiringNames'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { PortfolioControls, portfolioSummary, usePortfolioParams } from '@/names/portfolio/PortfolioControls'
import { MIN_SUBSTRING, portfolioQuery } from '@/names/portfolio/portfolioQuery'
import { OwnedNamesGroup, type GroupReport } from './OwnedNamesGroup'
import { RenewByRule } from './RenewByRule'

const messages = i18n('pages/my-names/AccountsNames', {
  names: 'Names',
  account: 'Account',
  allAccounts: 'All accounts',
  linked: params('{address} (linked)'),
  nameContains: 'Name contains',
  partial: params(
    count({
      one: 'Among the {loaded} name loaded so far of {total}: type {min} letters or more to search them all.',
      other: 'Among the {loaded} names loaded so far of {total}: type {min} letters or more to search them all.',
    }),
  ),
})

/** The account filter's choices: every account, each account, each linked address marked so. */
function accountLabelsOf(
  accounts: readonly string[],
  linked: readonly string[],
  t: ReturnType<typeof messages.get>,
): Record<string, string> {
  const labels: Record<string, string> = { '': t.allAccounts }
  for (const address of accounts) labels[address] = truncateAddress(address)
  for (const address of linked) labels[address] = t.linked({ address: truncateAddress(address) })
  return labels
}

/** The addresses the wallet's names link to: they join as the names are loaded, and stay. */
function useLinkedAddresses(
  accounts: readonly string[],
  reports: Readonly<Record<string, GroupReport>>,
): readonly string[] {
  const [linked, setLinked] = useState<readonly string[]>([])
  const ownNames = accounts.map((address) => reports[address]?.nfds)
  useEffect(() => {
    const room = MAX_LINKED_ADDRESSES - linked.length
    const found =
      room > 0
        ? linkedAddressesOf(
            ownNames.flatMap((n) => n ?? []),
            [...accounts, ...linked],
            room,
          )
        : []
    if (found.length) setLinked((current) => [...current, ...found])
    // eslint-disable-next-line react-hooks/exhaustive-deps -- ownNames is derived from reports
  }, [reports, accounts, linked])
  return linked
}

/**
 * The names of every connected account and of the addresses linked to their names, grouped by
 * owner, sorted and filtered by the API (kept in the URL), a page at a time; the count is the API's
 * total. Names can be selected to renew, or renewed by rule across every name, loaded or not.
 */
export function AccountsNames({ accounts }: { accounts: readonly string[] }) {
  const t = useMessages(messages)
  const { params, sort, filter, set } = usePortfolioParams()
  // One moment for the page's queries: their keys stay put while it is open.
  const [now] = useState(() => new Date())
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const [reports, setReports] = useState<Readonly<Record<string, GroupReport>>>({})
  const linked = useLinkedAddresses(accounts, reports)
  const account = params.get('account') ?? ''
  const text = params.get('q') ?? ''
  const { options, localText } = portfolioQuery(sort, filter, text, now)
  const queryKey = JSON.stringify(options)
  const addresses = useMemo(() => [...accounts, ...linked], [accounts, linked])
  const visible = addresses.filter((address) => !account || address === account)
  const current = visible.map((address) => reports[address]).filter((r) => r?.key === queryKey)
  const loaded = current.flatMap((report) => report?.nfds ?? [])
  const complete = current.length === visible.length
  const total = complete ? current.reduce((sum, report) => sum + (report?.total ?? 0), 0) : undefined
  const partial = localText !== '' && total !== undefined && loaded.length < total
  const matches = localText ? loaded.filter((record) => record.name.includes(localText)).length : undefined
  const soon = useExpiringNames(addresses, now).length

  const onReport = useCallback(
    (address: string, report: GroupReport) =>
      setReports((current) => (current[address] === report ? current : { ...current, [address]: report })),
    [],
  )
  const onSelect = useCallback(
    (name: string, on: boolean) =>
      setSelected((current) => {
        const next = new Set(current)
        if (on) next.add(name)
        else next.delete(name)
        return next
      }),
    [],
  )
  const accountLabels = accountLabelsOf(accounts, linked, t)

  return (
    // min-h: a short portfolio must not pull the footer up into view when it replaces the skeletons (CLS).
    <section aria-label={t.names} className="min-h-[70vh] space-y-4">
      <PortfolioControls summary={portfolioSummary(matches ?? total, soon)}>
        <LabeledSelect
          label={t.account}
          value={addresses.includes(account) ? account : ''}
          options={['', ...addresses]}
          labels={accountLabels}
          onChange={(value) => set('account', value)}
          testId="account-filter"
        />
        <label className="flex items-center gap-2 text-sm">
          {t.nameContains}
          <input
            type="search"
            className="h-9 w-36 rounded-md border border-line bg-surface px-2 text-sm text-fg"
            value={text}
            onChange={(event) => set('q', event.target.value)}
            data-testid="name-filter"
          />
        </label>
      </PortfolioControls>
      {partial && (
        <p className="text-sm text-muted" data-testid="partial-note">
          {t.partial({ loaded: formatNumber(loaded.length), total: formatNumber(total), min: MIN_SUBSTRING })(
            loaded.length,
          )}
        </p>
      )}
      <RenewByRule
        loaded={loaded}
        addresses={addresses}
        now={now}
        selected={selected}
        onDone={() => setSelected(new Set())}
      />
      {visible.map((address) => (
        <OwnedNamesGroup
          key={address}
          address={address}
          linked={linked.includes(address)}
          options={options}
          queryKey={queryKey}
          localText={localText}
          others={addresses}
          filtered={filter !== 'all' || text !== ''}
          now={now}
          onReport={onReport}
          selected={selected}
          onSelect={onSelect}
        />
      ))}
    </section>
  )
}
