/**
 * The profile's Manage (or More) menu, in sections with a visible heading each. A refused item
 * stays in its place, disabled, with why on a second line (its description for assistive
 * tech); arrow keys walk every item across the sections, Escape closes and focus returns.
 * An old contract is said once at the top, with the way to upgrade it.
 */
import { i18n, params } from '@/lib/i18n/i18n'
import { useMessages } from '@/lib/i18n/useMessages'
import { useId } from 'react'
import { cx } from '@/lib/cx'
import { DropdownMenu } from '@/ui/DropdownMenu'
import type { ManageItem, ManageItemId, ManageSection } from '../manageSections'

const messages = i18n('names/transactions/flow/ManageMenu', {
  oldContract: params("This name's contract is version {version}: most changes wait for an upgrade."),
  upgrade: 'Upgrade the contract',
})

const itemClass = 'flex w-full flex-col rounded px-3 py-1.5 text-start text-sm'

function Item({ item, onPick }: { item: ManageItem; onPick: (id: ManageItemId) => void }) {
  const reasonId = useId()
  const disabled = item.reason !== null
  return (
    <button
      type="button"
      role="menuitem"
      aria-disabled={disabled || undefined}
      aria-describedby={disabled ? reasonId : undefined}
      data-item={item.id}
      className={cx(
        itemClass,
        disabled ? 'cursor-not-allowed text-muted' : 'hover:bg-surface-2 focus-visible:bg-surface-2',
        disabled && 'focus-visible:bg-surface-2',
      )}
      onClick={() => {
        if (!disabled) onPick(item.id)
      }}
    >
      {item.label}
      {disabled && (
        // Hidden from the name (the label alone names the item), read as its description.
        <span id={reasonId} aria-hidden="true" className="text-xs text-muted" data-testid="manage-reason">
          {item.reason}
        </span>
      )}
    </button>
  )
}

function Section({ section, onPick }: { section: ManageSection; onPick: (id: ManageItemId) => void }) {
  const headingId = useId()
  return (
    <div
      role="group"
      aria-labelledby={headingId}
      className="flex flex-col border-t border-line pt-1 first:border-t-0 first:pt-0"
    >
      {/* Named through aria-labelledby; hidden from the menu's items themselves. */}
      <div
        id={headingId}
        aria-hidden="true"
        className="px-3 pt-1 text-xs font-semibold uppercase tracking-wide text-muted"
      >
        {section.title}
      </div>
      {section.items.map((item) => (
        <Item key={item.id} item={item} onPick={onPick} />
      ))}
    </div>
  )
}

function OldContract({ version, onUpgrade }: { version: string; onUpgrade: () => void }) {
  const t = useMessages(messages)
  const noticeId = useId()
  return (
    <div role="none" className="rounded bg-surface-2 px-3 py-2 text-xs" data-testid="manage-old-contract">
      <span id={noticeId} aria-hidden="true">
        {t.oldContract({ version })}{' '}
      </span>
      <button
        type="button"
        role="menuitem"
        aria-describedby={noticeId}
        className="font-medium text-accent underline"
        onClick={onUpgrade}
      >
        {t.upgrade}
      </button>
    </div>
  )
}

export function ManageMenu({
  sections,
  label,
  oldContract,
  onPick,
}: {
  sections: ManageSection[]
  /** "Manage" for the holder, "More" for anyone else. */
  label: string
  /** The contract's version when it is too old for most changes. */
  oldContract: string | null
  onPick: (id: ManageItemId) => void
}) {
  return (
    <DropdownMenu
      label={label}
      buttonProps={{ size: 'md', 'data-testid': 'manage-button', 'aria-haspopup': 'menu' }}
      panelClassName="w-72 p-1"
    >
      {(close) => {
        const pick = (id: ManageItemId) => {
          close()
          onPick(id)
        }
        return (
          <div role="menu" aria-label={label} className="flex flex-col gap-1">
            {oldContract && <OldContract version={oldContract} onUpgrade={() => pick('upgradeContract')} />}
            {sections.map((section) => (
              <Section key={section.title} section={section} onPick={pick} />
            ))}
          </div>
        )
      }}
    </DropdownMenu>
  )
}
