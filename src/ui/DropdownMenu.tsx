/**
 * A button that opens a panel below it: the account menu and the profile's Manage menu. Escape
 * closes it and gives focus back to the button; a click outside closes it; Arrow Up and Down
 * move between the panel's buttons. Items close it by calling `close`.
 * The panel is a popover in the top layer, placed from the button's box: no card's overflow can
 * clip it. It stays right after the button in the document, so Tab walks into it.
 */
import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react'
import { cx } from '@/lib/cx'
import { Button, type ButtonProps } from './Button'
import { menuPlacement } from './menuPlacement'

// Where the popover API is missing, the attribute is left off: `fixed` alone escapes the card.
const popover = typeof HTMLElement !== 'undefined' && 'showPopover' in HTMLElement.prototype ? 'manual' : undefined

function place(panel: HTMLElement, anchor: HTMLElement) {
  // The content's full height, borders included, whatever height the panel is held to now.
  const height = panel.scrollHeight + panel.offsetHeight - panel.clientHeight
  const { top, left, maxHeight } = menuPlacement(
    anchor.getBoundingClientRect(),
    { width: panel.offsetWidth, height },
    { width: document.documentElement.clientWidth, height: window.innerHeight },
  )
  panel.style.top = `${top}px`
  panel.style.left = `${left}px`
  panel.style.maxHeight = `${maxHeight}px`
}

export interface DropdownMenuProps {
  /** What the button shows. */
  label: ReactNode
  /** Extra props for the button (size, aria-label, test id). */
  buttonProps?: Omit<ButtonProps, 'onClick' | 'children'> & { 'data-testid'?: string }
  /** The panel's padding and width (joined, not merged: the base sets neither). */
  panelClassName?: string
  children: (close: () => void) => ReactNode
}

export function DropdownMenu({ label, buttonProps, panelClassName, children }: DropdownMenuProps) {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)
  const panel = useRef<HTMLDivElement>(null)

  // Shown in the top layer, and kept beside its button while the page scrolls or resizes.
  useLayoutEffect(() => {
    const node = panel.current
    const anchor = toggle.current
    if (!open || !node || !anchor) return
    if (popover) node.showPopover()
    // Scrolling the panel itself moves nothing.
    const follow = (event?: Event) => {
      if (!(event?.target instanceof Node && node.contains(event.target))) place(node, anchor)
    }
    follow()
    window.addEventListener('scroll', follow, true)
    window.addEventListener('resize', follow)
    return () => {
      window.removeEventListener('scroll', follow, true)
      window.removeEventListener('resize', follow)
    }
  }, [open])

  useEffect(() => {
    if (!open) return
    const onKey = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      toggle.current?.focus()
    }
    const onDown = (event: PointerEvent | MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    document.addEventListener('keydown', onKey)
    document.addEventListener('pointerdown', onDown)
    return () => {
      document.removeEventListener('keydown', onKey)
      document.removeEventListener('pointerdown', onDown)
    }
  }, [open])

  // Arrow keys walk the panel's buttons and links, wrapping around; a focused field keeps its keys.
  const onPanelKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('a[href], button:not([disabled])')]
    const at = items.indexOf(document.activeElement as HTMLElement)
    if (items.length === 0 || (at === -1 && document.activeElement !== event.currentTarget)) return
    event.preventDefault()
    const step = event.key === 'ArrowDown' ? 1 : -1
    items[(at + step + items.length) % items.length]?.focus()
  }

  return (
    <div ref={root}>
      <Button
        {...buttonProps}
        ref={toggle}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((v) => !v)}
      >
        {label}
      </Button>
      {open && (
        <div
          ref={panel}
          id={panelId}
          popover={popover}
          onKeyDown={onPanelKey}
          className={cx(
            'fixed inset-auto z-40 m-0 flex max-w-[calc(100vw-1rem)] flex-col gap-1 overflow-y-auto rounded-lg border border-line bg-surface text-fg shadow-lg',
            panelClassName,
          )}
        >
          {children(() => setOpen(false))}
        </div>
      )}
    </div>
  )
}
