import { cx } from '@/lib/cx'
import type { NfdState } from '@/names/api/types'

const LOOK: Record<NfdState, { label: string; className: string }> = {
  available: { label: 'Available', className: 'border-accent text-accent' },
  minting: { label: 'Minting', className: 'border-line text-muted' },
  reserved: { label: 'Reserved', className: 'border-warning text-warning' },
  forSale: { label: 'For sale', className: 'border-success text-success' },
  owned: { label: 'Owned', className: 'border-line text-fg' },
  expired: { label: 'Expired', className: 'border-danger text-danger' },
}

/** `className` adds; it does not override the badge's own look: classes are joined, not merged. */
export function StateBadge({ state, className }: { state: NfdState | string | undefined; className?: string }) {
  const look = LOOK[state as NfdState] ?? { label: state ?? 'Unknown', className: 'border-line text-muted' }
  return (
    <span
      className={cx(
        'inline-flex h-6 items-center rounded-full border bg-surface px-2 text-xs font-semibold whitespace-nowrap',
        look.className,
        className,
      )}
      data-testid="state-badge"
      data-state={state}
    >
      {look.label}
    </span>
  )
}
