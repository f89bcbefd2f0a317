import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from 'react'
import { useNavigate } from 'react-router-dom'
import { cx } from '@/lib/cx'
import { addRecentSearch, clearRecentSearches, loadRecentSearches } from '@/names/search/recentSearches'
import type { SearchStatus } from './searchState'
import { useNameSearch } from './useNameSearch'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/search/NameSearch', {
  typed: 'Go to',
  suggestion: 'Suggestions',
  recent: 'Recent searches',
  names: 'Names',
  clearRecent: 'Clear recent searches',
  searchNames: 'Search names',
  // The header's box is narrow on a phone: its hint is one word.
  searchShort: 'Search',
  // Short enough for a phone in a language 40% longer than English.
  placeholder: 'e.g. alice.algo',
})

// What the box says about a typed name is needed once there is one: it loads when the box is
// focused, not with the page. Its placeholder keeps the status's height, so nothing shifts.
const loadStatusView = () => import('./SearchStatusView')
const SearchStatusView = lazy(() => loadStatusView().then((m) => ({ default: m.SearchStatusView })))
const STATUS_BOX = 'min-h-20 text-sm'

// After the status: the lookalike check is not needed for the first paint.
const loadLookalikeWarning = () => import('../ui/LookalikeWarning')
const LookalikeWarning = lazy(() => loadLookalikeWarning().then((m) => ({ default: m.LookalikeWarningByName })))
// What cannot be a name may still imitate one (Cyrillic `ѕсоре`): the box says which.
const LookalikeWarningForInput = lazy(() =>
  loadLookalikeWarning().then((m) => ({ default: m.LookalikeWarningForInput })),
)

interface Option {
  name: string
  group: 'typed' | 'suggestion' | 'recent'
}

export interface NameSearchProps {
  /** The header's small box: status and options in a popover instead of inline. */
  compact?: boolean
  autoFocus?: boolean
}

/** The options: the typed name and the suggestions, or the recent searches while the box is empty. */
function optionsOf(input: string, typedName: string | null, suggestions: string[], recent: string[]): Option[] {
  if (input.trim() === '') return recent.map((name) => ({ name, group: 'recent' }))
  return [
    ...(typedName ? [{ name: typedName, group: 'typed' as const }] : []),
    ...suggestions.map((name) => ({ name, group: 'suggestion' as const })),
  ]
}

/** -1 is the input itself: the cycle runs input, option 0, ..., last option, input. */
function movedActive(current: number, step: 1 | -1, count: number): number {
  const positions = count + 1
  return ((current + 1 + step + positions) % positions) - 1
}

/** The search box's fixed attributes: a combobox over a list, no autocorrection of names. */
const COMBOBOX = {
  type: 'search',
  role: 'combobox',
  'aria-autocomplete': 'list',
  autoComplete: 'off',
  autoCapitalize: 'none',
  autoCorrect: 'off',
  spellCheck: false,
  enterKeyHint: 'go',
} as const

function SearchIcon({ compact }: { compact: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      className={cx(
        'pointer-events-none absolute top-1/2 -translate-y-1/2 text-muted',
        compact ? 'inset-s-2.5 size-4' : 'inset-s-4 size-5',
      )}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      aria-hidden="true"
    >
      <circle cx="9" cy="9" r="6" />
      <path d="m13.5 13.5 4 4" strokeLinecap="round" />
    </svg>
  )
}

interface SearchTarget {
  path: string
  /** A name, which joins the recent searches. */
  name?: string
}

const nameTarget = (name: string): SearchTarget => ({ path: `/name/${name}`, name })

/** Where Enter goes: the highlighted or typed name, else a pasted address's page. */
function enterTarget(name: string | null, status: SearchStatus): SearchTarget | null {
  if (name) return nameTarget(name)
  return status.kind === 'address' ? { path: `/address/${status.address}` } : null
}

interface ListboxProps {
  id: string
  listId: string
  options: Option[]
  active: number
  setActive: (index: number) => void
  go: (target: SearchTarget) => void
}

function OptionList({ id, listId, options, active, setActive, go }: ListboxProps) {
  const t = useMessages(messages)
  return (
    <ul id={listId} role="listbox" aria-label={t.names} className={cx(options.length > 0 && 'mt-2 space-y-1')}>
      {options.map((option, index) => {
        const first = index === 0 || options[index - 1]?.group !== option.group
        return (
          <li key={`${option.group}-${option.name}`} role="presentation">
            {first && (
              <div
                role="presentation"
                className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-muted uppercase"
              >
                {t[option.group]}
              </div>
            )}
            <div
              id={`${id}-option-${index}`}
              role="option"
              aria-selected={index === active}
              tabIndex={-1}
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => go(nameTarget(option.name))}
              onMouseEnter={() => setActive(index)}
              className={cx(
                'cursor-pointer truncate rounded-md px-2 py-1.5 text-sm',
                index === active ? 'bg-surface-2 text-fg ring-1 ring-accent' : 'text-fg',
              )}
              data-testid={`search-option-${option.group}`}
              translate="no"
            >
              {option.name}
            </div>
          </li>
        )
      })}
    </ul>
  )
}

interface SearchPanelProps {
  search: { input: string; status: SearchStatus; retry: () => void; typedName: string | null }
  listbox: ListboxProps
  compact: boolean
  recent: string[]
  onClearRecent: () => void
}

/** Under the box: the typed name's status, its lookalikes, the options. */
function SearchPanel({ search, listbox, compact, recent, onClearRecent }: SearchPanelProps) {
  const t = useMessages(messages)
  const { input, status, retry, typedName } = search
  return (
    <div
      className={cx(
        compact
          ? 'absolute inset-x-0 top-full z-40 mt-1 rounded-xl border border-line bg-surface p-3 shadow-lg'
          : 'mt-3',
      )}
      data-testid="search-panel"
    >
      {input.trim() !== '' && (
        <Suspense fallback={<div className={STATUS_BOX} aria-busy="true" />}>
          <SearchStatusView status={status} onRetry={retry} className={STATUS_BOX} />
        </Suspense>
      )}
      {/* Only once the name has answered: a second observer of a failed lookup would retry it in a loop. */}
      {typedName && status.kind !== 'checking' && status.kind !== 'error' && (
        <Suspense fallback={null}>
          <LookalikeWarning name={typedName} />
        </Suspense>
      )}
      {status.kind === 'invalid' && status.problem.kind === 'character' && (
        <Suspense fallback={null}>
          <LookalikeWarningForInput input={input} />
        </Suspense>
      )}
      <OptionList {...listbox} />
      {input.trim() === '' && recent.length > 0 && (
        <button
          type="button"
          className="mt-2 rounded px-2 text-xs text-muted underline hover:text-fg"
          onMouseDown={(event) => event.preventDefault()}
          onClick={onClearRecent}
        >
          {t.clearRecent}
        </button>
      )}
    </div>
  )
}

/**
 * The name search: validation as you type, the status once typing pauses, suggestions when the
 * name is taken, recent searches when empty. A combobox: arrow keys move through the options,
 * Enter opens the highlighted one (or the typed name), Escape closes.
 */
export function NameSearch({ compact = false, autoFocus = false }: NameSearchProps) {
  const t = useMessages(messages)
  const navigate = useNavigate()
  const id = useId()
  const listId = `${id}-options`
  const inputRef = useRef<HTMLInputElement>(null)
  const [input, setInput] = useState('')
  const [open, setOpen] = useState(!compact)
  const [active, setActive] = useState(-1)
  const [recent, setRecent] = useState(loadRecentSearches)
  const { status, suggestions, retry } = useNameSearch(input)

  const typedName = 'name' in status ? status.name : null
  const options = optionsOf(input, typedName, suggestions, recent)
  const showPanel = open && (!compact || input.trim() !== '' || options.length > 0)
  const activeOption = active >= 0 && active < options.length ? options[active] : undefined

  function go({ path, name }: SearchTarget) {
    if (name) setRecent(addRecentSearch(name))
    setActive(-1)
    if (compact) {
      setInput('')
      setOpen(false)
      inputRef.current?.blur()
    }
    void navigate(path)
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      if (options.length > 0) setActive((current) => movedActive(current, step, options.length))
      return
    }
    if (event.key === 'Enter') {
      event.preventDefault()
      const target = enterTarget(activeOption?.name ?? typedName, status)
      if (target) go(target)
      return
    }
    if (event.key === 'Escape') {
      setActive(-1)
      setOpen(false)
      if (!compact) setInput('')
    }
  }

  return (
    <div
      className="relative"
      onBlur={(event) => {
        if (compact && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false)
      }}
    >
      <label htmlFor={`${id}-input`} className="sr-only">
        {t.searchNames}
      </label>
      <div className="relative">
        <SearchIcon compact={compact} />
        <input
          ref={inputRef}
          id={`${id}-input`}
          {...COMBOBOX}
          aria-expanded={showPanel && options.length > 0}
          // Only while the list is in the page: a reference must name an element that exists.
          aria-controls={showPanel ? listId : undefined}
          aria-activedescendant={activeOption ? `${id}-option-${active}` : undefined}
          aria-invalid={status.kind === 'invalid' || undefined}
          autoFocus={autoFocus}
          placeholder={compact ? t.searchShort : t.placeholder}
          value={input}
          onChange={(event) => {
            setInput(event.target.value)
            setActive(-1)
            setOpen(true)
          }}
          onFocus={() => {
            setOpen(true)
            void loadStatusView().catch(() => undefined)
          }}
          onKeyDown={onKeyDown}
          className={cx(
            'w-full rounded-xl border border-line bg-surface text-fg placeholder:text-muted',
            compact ? 'h-9 pe-3 ps-8 text-sm' : 'h-14 pe-4 ps-12 text-lg shadow-sm',
          )}
          data-testid={compact ? 'header-search' : 'name-search'}
        />
      </div>
      {showPanel && (
        <SearchPanel
          search={{ input, status, retry, typedName }}
          listbox={{ id, listId, options, active, setActive, go }}
          compact={compact}
          recent={recent}
          onClearRecent={() => {
            clearRecentSearches()
            setRecent([])
          }}
        />
      )}
    </div>
  )
}
