import { cx } from '@/lib/cx'
import type { NfdState } from '@/names/api/types'
import { i18n } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'

const messages = i18n('names/ui/StateBadge', {
  available: 'Available',
  minting: 'Minting',
  reserved: 'Reserved',
  forSale: 'For sale',
  owned: 'Owned',
  expired: 'Expired',
  unknown: 'Unknown',
})

const LOOK: Record<NfdState, string> = {
  available: 'border-accent text-accent',
  minting: 'border-line text-muted',
  reserved: 'border-warning text-warning',
  forSale: 'border-success text-success',
  owned: 'border-line text-fg',
  expired: 'border-danger text-danger',
}

/** `className` adds; it does not override the badge's own look: classes are joined, not merged. */
export function StateBadge({ state, className }: { state: NfdState | string | undefined; className?: string }) {
  const t = useMessages(messages)
  const known = Object.hasOwn(LOOK, state ?? '') ? (state as NfdState) : undefined
  // A state the app does not know is the API's own word: shown as it is.
  const label = known ? t[known] : (state ?? t.unknown)
  return (
    <span
      className={cx(
        'inline-flex h-6 items-center rounded-full border bg-surface px-2 text-xs font-semibold whitespace-nowrap',
        known ? LOOK[known] : 'border-line text-muted',
        className,
      )}
      data-testid="state-badge"
      data-state={state}
      translate={known || !state ? undefined : 'no'}
    >
      {label}
    </span>
  )
}
