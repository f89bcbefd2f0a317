import { Fragment, useId, useState } from 'react'
import {
  activeFilterCount,
  CATEGORIES,
  DEFAULT_MARKETPLACE_FILTERS,
  LENGTHS,
  parseAlgoPrice,
  SALE_TYPES,
  TRAITS,
  withFilterChange,
  type MarketplaceFilters,
} from '@/names/search/marketplaceFilters'
import { Button } from '@/ui/Button'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

// The first eight name the filters' values, keyed by the value the API takes.
const messages = i18n('pages/marketplace/FiltersPanel', {
  curated: 'Curated',
  premium: 'Premium',
  common: 'Common',
  auction: 'Auction',
  buyItNow: 'Buy it now',
  emoji: 'Emoji',
  pristine: 'Pristine (no segments)',
  segment: 'Segment',
  category: 'Category',
  saleType: 'Sale type',
  length: 'Length',
  traits: 'Traits',
  price: 'Price (ALGO)',
  minLabel: 'Minimum price in ALGO',
  min: 'Min',
  maxLabel: 'Maximum price in ALGO',
  max: 'Max',
  apply: 'Apply price',
  badPrice: 'Enter an amount in ALGO, up to 6 decimals.',
  clear: 'Clear filters',
})

type Messages = ReturnType<typeof messages.get>
const VALUE_KEYS = ['curated', 'premium', 'common', 'auction', 'buyItNow', 'emoji', 'pristine', 'segment'] as const

/** A value's label: a word in the chosen language, or a length's number of letters ("10+"). */
function labelOf(value: string, t: Messages): string {
  const key = VALUE_KEYS.find((candidate) => candidate === value)
  return key ? t[key] : value.replace('_letters', '')
}

interface PanelProps {
  filters: MarketplaceFilters
  onChange: (next: MarketplaceFilters) => void
}

type ListKey = 'category' | 'saleType' | 'length' | 'traits'

function CheckGroup<T extends string>({
  legend,
  values,
  field,
  filters,
  onChange,
  columns = false,
}: PanelProps & { legend: string; values: readonly T[]; field: ListKey; columns?: boolean }) {
  const t = useMessages(messages)
  const chosen = filters[field] as readonly string[]
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{legend}</legend>
      <div className={columns ? 'grid grid-cols-4 gap-1' : 'space-y-1'}>
        {values.map((value) => (
          <label key={value} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--accent)]"
              checked={chosen.includes(value)}
              onChange={(event) => {
                const next = event.target.checked ? [...chosen, value] : chosen.filter((item) => item !== value)
                onChange(withFilterChange(filters, { [field]: next }))
              }}
              data-testid={`filter-${field}-${value}`}
            />
            {labelOf(value, t)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}

function priceText(value: number | null): string {
  return value === null ? '' : String(value)
}

/** Min and max price in ALGO: applied on blur or Enter; a bad amount is named, not silently dropped. */
function PriceRange({ filters, onChange }: PanelProps) {
  const t = useMessages(messages)
  const id = useId()
  const [min, setMin] = useState(priceText(filters.minPrice))
  const [max, setMax] = useState(priceText(filters.maxPrice))
  const [seen, setSeen] = useState({ min: filters.minPrice, max: filters.maxPrice })
  // The URL changed under us (back button, Clear): show what it says.
  // Only the bound the URL changed: the other may be mid-edit (blurring Min applies it while the
  // user is already typing in Max, and that typing must not be wiped).
  if (seen.min !== filters.minPrice || seen.max !== filters.maxPrice) {
    setSeen({ min: filters.minPrice, max: filters.maxPrice })
    if (seen.min !== filters.minPrice) setMin(priceText(filters.minPrice))
    if (seen.max !== filters.maxPrice) setMax(priceText(filters.maxPrice))
  }
  const bad = (text: string) => text.trim() !== '' && parseAlgoPrice(text.trim()) === null
  const apply = () => {
    if (bad(min) || bad(max)) return
    const minPrice = parseAlgoPrice(min.trim())
    const maxPrice = parseAlgoPrice(max.trim())
    if (minPrice !== filters.minPrice || maxPrice !== filters.maxPrice) {
      onChange(withFilterChange(filters, { minPrice, maxPrice }))
    }
  }
  const input = 'h-9 w-full rounded-md border border-line bg-surface px-2 text-sm text-fg'
  const error = bad(min) || bad(max)
  const bounds = [
    { key: 'min', label: t.minLabel, placeholder: t.min, text: min, set: setMin },
    { key: 'max', label: t.maxLabel, placeholder: t.max, text: max, set: setMax },
  ]
  return (
    <fieldset className="space-y-1">
      <legend className="mb-1 text-sm font-semibold">{t.price}</legend>
      <form
        className="flex items-center gap-2"
        onSubmit={(event) => {
          event.preventDefault()
          apply()
        }}
      >
        {bounds.map((bound, index) => (
          <Fragment key={bound.key}>
            {index > 0 && <span aria-hidden="true">–</span>}
            <label className="sr-only" htmlFor={`${id}-${bound.key}`}>
              {bound.label}
            </label>
            <input
              id={`${id}-${bound.key}`}
              inputMode="decimal"
              placeholder={bound.placeholder}
              value={bound.text}
              onChange={(e) => bound.set(e.target.value)}
              onBlur={apply}
              className={input}
              aria-invalid={bad(bound.text) || undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              data-testid={`filter-${bound.key}`}
            />
          </Fragment>
        ))}
        <button type="submit" className="sr-only">
          {t.apply}
        </button>
      </form>
      {error && (
        <p id={`${id}-error`} className="text-xs text-danger" role="alert">
          {t.badPrice}
        </p>
      )}
    </fieldset>
  )
}

/** Every filter of the marketplace; the same panel sits in the sidebar and in the small-screen drawer. */
export function FiltersPanel({ filters, onChange }: PanelProps) {
  const t = useMessages(messages)
  return (
    <div className="space-y-5" data-testid="filters">
      <CheckGroup legend={t.category} values={CATEGORIES} field="category" filters={filters} onChange={onChange} />
      <CheckGroup legend={t.saleType} values={SALE_TYPES} field="saleType" filters={filters} onChange={onChange} />
      <CheckGroup legend={t.length} values={LENGTHS} field="length" filters={filters} onChange={onChange} columns />
      <CheckGroup legend={t.traits} values={TRAITS} field="traits" filters={filters} onChange={onChange} />
      <PriceRange filters={filters} onChange={onChange} />
      {activeFilterCount(filters) > 0 && (
        <Button
          size="sm"
          onClick={() => onChange({ ...DEFAULT_MARKETPLACE_FILTERS, sort: filters.sort })}
          data-testid="clear-filters"
        >
          {t.clear}
        </Button>
      )}
    </div>
  )
}
