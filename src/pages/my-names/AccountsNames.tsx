import { useState } from 'react'
import { truncateAddress } from '@/lib/address'
import { filterAccounts } from '@/names/portfolio/accountNames'
import { useAccountsNames } from '@/names/portfolio/useAccountsNames'
import { AddressLink } from '@/names/ui/AddressLink'
import { ExpiryLine } from '@/names/ui/ExpiryLine'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { NameGrid } from '@/names/cards/NameGrid'
import { filterPortfolio, sortPortfolio } from '@/names/portfolio/portfolio'
import { PortfolioControls, portfolioSummary, usePortfolioParams } from '@/names/portfolio/PortfolioControls'
import { RenewByRule } from './RenewByRule'

/**
 * The names of every connected account and of the addresses linked to their names, grouped by
 * owner, filtered by account and text (kept in the URL with the sort); names can be selected to renew.
 */
export function AccountsNames({ accounts }: { accounts: readonly string[] }) {
  const names = useAccountsNames(accounts)
  const { params, sort, filter, set } = usePortfolioParams()
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set())
  const now = new Date()
  const account = params.get('account') ?? ''
  const text = params.get('q') ?? ''
  const all = names.groups?.flatMap((group) => group.nfds)
  const shown = names.groups && filterAccounts(names.groups, { account, text })
  const soon = all ? filterPortfolio(all, 'expiring', now).length : 0
  const addresses = names.groups?.map((group) => group.address) ?? [...accounts]
  const accountLabels: Record<string, string> = { '': 'All accounts' }
  for (const group of names.groups ?? [])
    accountLabels[group.address] = `${truncateAddress(group.address)}${group.linked ? ' (linked)' : ''}`
  for (const address of accounts) accountLabels[address] ??= truncateAddress(address)
  const toggle = (name: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current)
      if (on) next.add(name)
      else next.delete(name)
      return next
    })

  return (
    // min-h: a short portfolio must not pull the footer up into view when it replaces the skeletons (CLS).
    <section aria-label="Names" className="min-h-[70vh] space-y-4">
      <PortfolioControls summary={portfolioSummary(all?.length, soon)}>
        <LabeledSelect
          label="Account"
          value={addresses.includes(account) ? account : ''}
          options={['', ...addresses]}
          labels={accountLabels}
          onChange={(value) => set('account', value)}
          testId="account-filter"
        />
        <label className="flex items-center gap-2 text-sm">
          Name contains
          <input
            type="search"
            className="h-9 w-36 rounded-md border border-line bg-surface px-2 text-sm text-fg"
            value={text}
            onChange={(event) => set('q', event.target.value)}
            data-testid="name-filter"
          />
        </label>
      </PortfolioControls>
      {all && <RenewByRule records={all} selected={selected} onDone={() => setSelected(new Set())} />}
      {shown === undefined ? (
        <NameGrid
          names={undefined}
          error={names.error}
          onRetry={names.refetch}
          label="your names"
          skeletonCount={8}
          empty={{ title: '' }}
        />
      ) : (
        shown.map((group) => (
          <section
            key={group.address}
            aria-label={`Names of ${group.address}`}
            className="space-y-2"
            data-testid="account-group"
            data-address={group.address}
          >
            <h2 className="flex flex-wrap items-center gap-2 text-base font-semibold">
              <AddressLink address={group.address} />
              {group.linked && <span className="text-sm font-normal text-muted">linked to one of your names</span>}
            </h2>
            <NameGrid
              names={sortPortfolio(filterPortfolio(group.nfds, filter, now), sort)}
              error={null}
              onRetry={names.refetch}
              label={`names of ${group.address}`}
              empty={
                all && all.length > 0
                  ? { title: 'No names match this filter' }
                  : {
                      title: 'You do not own any names yet',
                      body: 'Search for a name to mint, or browse the marketplace.',
                    }
              }
              cardFooter={(record) => <ExpiryLine record={record} now={now} />}
              cardAside={(record) => (
                <label className="mt-1 flex items-center gap-2 px-1 text-xs text-muted">
                  <input
                    type="checkbox"
                    checked={selected.has(record.name)}
                    onChange={(event) => toggle(record.name, event.target.checked)}
                  />
                  Select {record.name} to renew
                </label>
              )}
            />
          </section>
        ))
      )}
    </section>
  )
}
