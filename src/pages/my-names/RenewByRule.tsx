import { useState } from 'react'
import { useOfflineBlock } from '@/names/transactions/flow/useOfflineBlock'
import { formatCount, formatNumber } from '@/lib/formatCount'
import type { NfdRecord } from '@/names/api/types'
import { expiringWithin, isRenewable } from '@/names/transactions/batch/renewRule'
import { LabeledSelect } from '@/ui/LabeledSelect'
import { Button } from '@/ui/Button'
import { RenewBatchDialog } from './RenewBatchDialog'

const MONTHS = ['1', '3', '6', '12'] as const
const YEARS = ['1', '2', '3', '5'] as const
const label = (unit: string) => (n: string) => `${n} ${unit}${n === '1' ? '' : 's'}`
const MONTH_LABELS = Object.fromEntries(MONTHS.map((m) => [m, label('month')(m)])) as Record<string, string>
const YEAR_LABELS = Object.fromEntries(YEARS.map((y) => [y, label('year')(y)])) as Record<string, string>

/**
 * Renew the selected names (among those loaded), or everything expiring within N months across
 * every account shown: `renewable` holds every name expiring within the longest choice, loaded
 * or not (undefined while it is on its way).
 */
export function RenewByRule({
  loaded,
  renewable,
  selected,
  onDone,
}: {
  loaded: readonly NfdRecord[]
  renewable: readonly NfdRecord[] | undefined
  selected: ReadonlySet<string>
  onDone: () => void
}) {
  const [rule, setRule] = useState<'selected' | 'expiring'>('selected')
  const [months, setMonths] = useState<string>('3')
  const [years, setYears] = useState<string>('1')
  const [open, setOpen] = useState<{ records: NfdRecord[]; years: number } | null>(null)
  const offline = useOfflineBlock()
  const now = new Date()
  const chosen =
    rule === 'selected'
      ? loaded.filter((r) => selected.has(r.name) && isRenewable(r, now))
      : expiringWithin(renewable ?? [], Number(months), now)
  return (
    <>
      <form
        className="flex flex-wrap items-center gap-3 rounded-xl border border-line bg-surface p-3 text-sm"
        aria-label="Renew names"
        data-testid="renew-by-rule"
        onSubmit={(event) => {
          event.preventDefault()
          if (chosen.length > 0) setOpen({ records: chosen, years: Number(years) })
        }}
      >
        <span className="font-medium">Renew</span>
        <label className="flex items-center gap-1">
          <input type="radio" name="renew-rule" checked={rule === 'selected'} onChange={() => setRule('selected')} />
          the names I selected ({formatNumber(loaded.filter((r) => selected.has(r.name)).length)})
        </label>
        <label className="flex items-center gap-1">
          <input type="radio" name="renew-rule" checked={rule === 'expiring'} onChange={() => setRule('expiring')} />
          everything expiring within, across all my accounts:
        </label>
        <LabeledSelect
          label="Months"
          value={months}
          options={MONTHS}
          labels={MONTH_LABELS}
          onChange={(value) => {
            setMonths(value)
            setRule('expiring')
          }}
          testId="renew-months"
        />
        <LabeledSelect
          label="For"
          value={years}
          options={YEARS}
          labels={YEAR_LABELS}
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
          Review renewal of {formatCount(chosen.length, 'name')}
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
