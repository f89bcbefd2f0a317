import { useState } from 'react'
import { useOfflineBlock } from '@/names/transactions/flow/useOfflineBlock'
import { formatNumber } from '@/lib/formatCount'
import { count, i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import type { NfdRecord } from '@/names/api/types'
import { useNamesExpiringBefore } from '@/names/hooks/useExpiringNames'
import { expiringWithin, isRenewable, monthsAfter } from '@/names/transactions/batch/renewRule'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { Button } from '@/ui/Button'
import { RenewBatchDialog } from './RenewBatchDialog'

const MONTHS = ['1', '3', '6', '12'] as const
const YEARS = ['1', '2', '3', '5'] as const

const messages = i18n('pages/my-names/RenewByRule', {
  form: 'Renew names',
  renew: 'Renew',
  selected: params('the names I selected ({count})'),
  expiring: 'everything expiring within, across all my accounts:',
  months: 'Months',
  monthCount: count({ one: '{count} month', other: '{count} months' }),
  for: 'For',
  yearCount: count({ one: '{count} year', other: '{count} years' }),
  review: params(count({ one: 'Review renewal of {n} name', other: 'Review renewal of {n} names' })),
  finding: 'Finding the names…',
})

/** Each choice's label ("3 months"), in the chosen language. */
function labelsOf(choices: readonly string[], say: (n: number) => string): Record<string, string> {
  return Object.fromEntries(choices.map((choice) => [choice, say(Number(choice))]))
}

/**
 * Renew the selected names (among those loaded), or everything expiring within N months across
 * every address shown, loaded or not: those are asked of the API (its `expiresBefore`) only once
 * that rule is chosen, and only for the months chosen; `now` is the page's moment, so the query
 * stays the same while it is open.
 */
export function RenewByRule({
  loaded,
  addresses,
  now,
  selected,
  onDone,
}: {
  loaded: readonly NfdRecord[]
  addresses: readonly string[]
  now: Date
  selected: ReadonlySet<string>
  onDone: () => void
}) {
  const [rule, setRule] = useState<'selected' | 'expiring'>('selected')
  const [months, setMonths] = useState<string>('3')
  const [years, setYears] = useState<string>('1')
  const [open, setOpen] = useState<{ records: NfdRecord[]; years: number } | null>(null)
  const offline = useOfflineBlock()
  const t = useMessages(messages)
  const expiring = rule === 'expiring'
  const renewable = useNamesExpiringBefore(addresses, monthsAfter(now, Number(months)), expiring).records
  const finding = expiring && renewable === undefined
  const chosen = expiring
    ? expiringWithin(renewable ?? [], Number(months), new Date())
    : loaded.filter((r) => selected.has(r.name) && isRenewable(r, new Date()))
  return (
    <>
      <form
        className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
        aria-label={t.form}
        data-testid="renew-by-rule"
        onSubmit={(event) => {
          event.preventDefault()
          if (chosen.length > 0) setOpen({ records: chosen, years: Number(years) })
        }}
      >
        <span className="font-medium">{t.renew}</span>
        <label className="flex items-center gap-1">
          <input type="radio" name="renew-rule" checked={rule === 'selected'} onChange={() => setRule('selected')} />
          {t.selected({ count: formatNumber(loaded.filter((r) => selected.has(r.name)).length) })}
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="renew-rule" checked={rule === 'expiring'} onChange={() => setRule('expiring')} />
          {t.expiring}
        </label>
        <LabeledSelect
          label={t.months}
          value={months}
          options={MONTHS}
          labels={labelsOf(MONTHS, t.monthCount)}
          onChange={(value) => {
            setMonths(value)
            setRule('expiring')
          }}
          testId="renew-months"
        />
        <LabeledSelect
          label={t.for}
          value={years}
          options={YEARS}
          labels={labelsOf(YEARS, t.yearCount)}
          onChange={setYears}
          testId="renew-years"
        />
        <Button
          type="submit"
          size="sm"
          variant="primary"
          disabled={chosen.length === 0 || offline.disabled}
          title={offline.title}
          data-testid="renew-review"
        >
          {finding ? t.finding : t.review({ n: formatNumber(chosen.length) })(chosen.length)}
        </Button>
      </form>
      {open && (
        <RenewBatchDialog
          records={open.records}
          years={open.years}
          onClose={() => {
            setOpen(null)
            onDone()
          }}
        />
      )}
    </>
  )
}
